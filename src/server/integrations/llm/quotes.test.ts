import { describe, expect, it } from "vitest";
import { chunkLines, estimateTokens } from "./chunking";
import { mergeChunkAnalyses } from "./merge";
import { TranscriptText, quotedSpans, verifyQuotes } from "./quotes";
import { validAnswer } from "@tests/fakes/llm-fixture";

const text = new TranscriptText(["Honestly, the price looks HIGH compared to what we pay today.", "Our CFO Maria signs off."]);

describe("quote checking", () => {
  it("finds a quote regardless of case, whitespace and punctuation, but only whole words from one utterance", () => {
    expect(text.contains("the price  looks high, compared to what we pay today")).toBe(true);
    expect(text.contains("“Honestly the price”")).toBe(true);
    expect(text.contains("Honestly the price ... what we pay today")).toBe(true);
    expect(text.contains("rice looks")).toBe(false);
    expect(text.contains("pay today our CFO")).toBe(false);
    expect(text.contains("the price is too high")).toBe(false);
    expect(text.contains("...")).toBe(false);
  });

  it("reads the quoted spans of a MEDDIC context in straight and curly quotes", () => {
    expect(quotedSpans('"a b" (00:01); “c d” (00:02). Fine.')).toEqual(["a b", "c d"]);
    expect(quotedSpans("No quote here.")).toEqual([]);
  });

  it("keeps backed evidence, replaces unbacked criteria with the local entry and recomputes the overall score", () => {
    const answer = validAnswer();
    answer.meddicScorecard.metrics = { result: "Yes", context: '"we save a million" (00:01).' };
    const local = { ...answer.meddicScorecard, metrics: { result: "No" as const, context: "No metrics." } };
    const transcript = new TranscriptText(["Our CFO Maria signs off on anything above fifty thousand.", "new reps take six months to close their first deal"]);
    const checked = verifyQuotes(transcript, answer, local);
    expect(checked.meddicScorecard.metrics).toEqual({ result: "No", context: "No metrics." });
    expect(checked.meddicScorecard.economic_buyer.result).toBe("Yes");
    expect(checked.meddicScorecard.overall_score).toBe(25);
    expect(checked.meetingSummary.objections).toEqual([]);
    expect(checked.dropped).toBe(2);
  });
});

describe("chunking and merging", () => {
  it("splits lines into chunks within the budget without cutting a line", () => {
    const lines = ["a".repeat(40), "b".repeat(40), "c".repeat(40), "d".repeat(400)].map((line) => ({ line }));
    expect(estimateTokens("a".repeat(40))).toBe(10);
    const chunks = chunkLines(lines, 25);
    expect(chunks.map((chunk) => chunk.length)).toEqual([2, 1, 1]);
    expect(chunks.flat()).toEqual(lines);
  });

  it("merges MEDDIC by the strongest result and joins lists without repeats", () => {
    const a = validAnswer();
    const b = validAnswer();
    b.meddicScorecard.champion = { result: "Partial", context: '"I like it" (00:01).' };
    b.meetingSummary.follow_ups.push({ owner: "Sam", action: "Book a demo", due: null, at: null });
    b.salesCoaching.coaching_score = 62;
    const merged = mergeChunkAnalyses([a, b], "Whole call.");
    expect(merged.meddicScorecard.champion.result).toBe("Partial");
    expect(merged.meddicScorecard.metrics.result).toBe("Yes");
    expect(merged.meetingSummary.summary).toBe("Whole call.");
    expect(merged.meetingSummary.follow_ups.map((f) => f.action)).toEqual(["Send the ROI calculator and a case study", "Book a demo"]);
    expect(merged.meetingSummary.objections).toHaveLength(1);
    expect(merged.salesCoaching.coaching_score).toBe(67);
    expect(merged.salesCoaching.what_went_well).toHaveLength(1);
  });
});
