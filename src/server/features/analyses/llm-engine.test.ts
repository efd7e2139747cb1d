import { describe, expect, it } from "vitest";
import type { LanguageModel } from "ai";
import { analyzeTranscript } from "../../engine/engine";
import { CALL, REPS, validAnswer } from "@tests/fakes/llm-fixture";
import { routedModel, scriptedModel, silentModel } from "@tests/fakes/llm-mock-model";
import { analyzeTranscriptJob } from "../../jobs/definitions";
import { rescoreWithJudgements, storedSignals } from "../../engine/scores/rescore";
import { llmEngine, MODEL_STAGE_BUDGET_MS } from "./llm-engine";
import type { Engine } from "./run-analysis";

const local: Engine = async (input) => analyzeTranscript(input);
const engineWith = (model: LanguageModel, overrides: { maxInputTokens?: number; timeoutMs?: number; totalMs?: number } = {}) =>
  llmEngine(local, {
    provider: "openai",
    modelId: "gpt-4o-mini",
    model,
    maxInputTokens: overrides.maxInputTokens ?? 10_000,
    retry: { retries: 2, backoffMs: 1, timeoutMs: overrides.timeoutMs ?? 5_000, totalMs: overrides.totalMs },
  });
const input = { utterances: CALL, repSpeakers: REPS, otherSpeakers: [] };

describe("the LLM engine", () => {
  it("keeps the local metrics, re-scores with the model's judgements and takes the qualitative parts from the model, recording model and tokens", async () => {
    const expected = analyzeTranscript(input);
    const signals = storedSignals(expected);
    if (!signals) throw new Error("the local engine stores its score signals for an English sales call");
    const rescored = rescoreWithJudgements(signals, validAnswer());
    const model = scriptedModel([JSON.stringify(validAnswer())]);
    const output = await engineWith(model)(input);

    expect(output.meetingSummary).toEqual(validAnswer().meetingSummary);
    expect(output.salesCoaching).toEqual(validAnswer().salesCoaching);
    expect(output.meddicScorecard.metrics.result).toBe("Yes");
    // Yes, Yes, Partial and three No: (100 + 100 + 50) / 6, recomputed rather than trusted.
    expect(output.meddicScorecard.overall_score).toBe(42);
    expect(output.metrics).toEqual({ ...expected.metrics, conversionFactors: rescored.conversionFactors, scoreSignals: rescored.signals });
    // The model's verdicts go through the same fitted models: three MEDDIC No's and its objections move the figures.
    expect(output.aiScore).toBe(rescored.aiScore);
    expect(output.conversionProbability).toBe(rescored.conversionProbability);
    expect(rescored.signals.decision_process).toBe(0.2);
    expect(output.namedEntities).toEqual(expected.namedEntities);
    expect(output.engine).toMatchObject({ name: "openai", model: "gpt-4o-mini", tokens: { input: 100, output: 40 } });
    expect(output.engine.durationMs).toBeGreaterThanOrEqual(0);
    expect(output.engine.fallbackReason).toBeUndefined();

    const prompt = JSON.stringify(model.doGenerateCalls[0]?.prompt);
    expect(prompt).toContain("[00:07] Sam (customer): Our ramp time is too long");
    expect(prompt).toContain("Dana (rep)");
    expect(prompt).toContain("43%");
    expect(prompt).toContain(`Questions asked by the rep: ${expected.metrics.questionsByRep}`);
  });

  it("retries a schema-invalid answer twice, then keeps the local analysis with the reason", async () => {
    const model = scriptedModel([JSON.stringify({ meetingSummary: { summary: 3 } })]);
    const output = await engineWith(model)(input);

    expect(model.doGenerateCalls).toHaveLength(3);
    expect(output.engine.name).toBe("local");
    expect(output.engine.fallbackReason).toBe("gpt-4o-mini failed: the model's answer did not match the analysis schema");
    expect(output.meetingSummary).toEqual(analyzeTranscript(input).meetingSummary);
  });

  it("does not ask the model about a call with everyone on our side, which has no sale to judge", async () => {
    const model = scriptedModel([JSON.stringify(validAnswer())]);
    const everyone = [...new Set(CALL.map((utterance) => utterance.speaker))];
    const output = await engineWith(model)({ utterances: CALL, repSpeakers: everyone, otherSpeakers: [] });
    expect(model.doGenerateCalls).toHaveLength(0);
    expect(output.engine.name).toBe("local");
  });

  it("reads 'only our side' as the analysis job does: a speaker marked other, or one who said nothing, is no customer", async () => {
    const speakers = [...new Set(CALL.map((utterance) => utterance.speaker))];
    const [customer, ...ours] = speakers.filter((speaker) => !REPS.includes(speaker)).concat(REPS);
    if (customer === undefined) throw new Error("the fixture call has a customer");
    // The customer marked "other" (a notetaker): the job reports no customer side, so the model is not asked.
    const asOther = scriptedModel([JSON.stringify(validAnswer())]);
    await engineWith(asOther)({ utterances: CALL, repSpeakers: ours, otherSpeakers: [customer] });
    expect(asOther.doGenerateCalls).toHaveLength(0);
    // The customer's turns are all blank: only our side said anything.
    const blank = CALL.map((utterance) => (!ours.includes(utterance.speaker) ? { ...utterance, text: " " } : utterance));
    const silent = scriptedModel([JSON.stringify(validAnswer())]);
    await engineWith(silent)({ utterances: blank, repSpeakers: ours, otherSpeakers: [] });
    expect(silent.doGenerateCalls).toHaveLength(0);
  });

  it("uses the model's answer when a retry after an invalid one succeeds", async () => {
    const model = scriptedModel(["not json", JSON.stringify(validAnswer())]);
    const output = await engineWith(model)(input);
    expect(model.doGenerateCalls).toHaveLength(2);
    expect(output.engine.name).toBe("openai");
  });

  it("drops an objection with an invented quote and falls back to the local entry for an invented MEDDIC quote", async () => {
    const answer = validAnswer();
    answer.meetingSummary.objections.push({ category: "timing", quote: "we cannot start before next year", at: 30, answered: false });
    answer.meddicScorecard.champion = { result: "Yes", context: '"I will push this with my boss" (00:30). Committed champion.' };
    answer.meddicScorecard.decision_process = { result: "Partial", context: "Sounds like a committee decides." };
    const localCard = analyzeTranscript(input).meddicScorecard;

    const output = await engineWith(scriptedModel([JSON.stringify(answer)]))(input);

    expect(output.meetingSummary.objections.map((o) => o.category)).toEqual(["price"]);
    expect(output.meddicScorecard.champion).toEqual(localCard.champion);
    expect(output.meddicScorecard.decision_process).toEqual(localCard.decision_process);
    expect(output.meddicScorecard.economic_buyer).toEqual(answer.meddicScorecard.economic_buyer);
  });

  it("falls back to the local engine when the model does not answer in time, without retrying", async () => {
    const model = silentModel();
    const started = Date.now();
    const output = await engineWith(model, { timeoutMs: 100 })(input);

    expect(Date.now() - started).toBeLessThan(2_000);
    expect(model.doGenerateCalls).toHaveLength(1);
    expect(output.engine.name).toBe("local");
    expect(output.engine.fallbackReason).toBe("gpt-4o-mini failed: the model did not answer within 0.1 s");
  });

  it("stops the whole model stage at its total budget, across chunks and retries, before the queue job would expire", async () => {
    const model = silentModel();
    const started = Date.now();
    const output = await engineWith(model, { maxInputTokens: 80, totalMs: 150 })(input);

    expect(Date.now() - started).toBeLessThan(2_000);
    expect(model.doGenerateCalls).toHaveLength(1);
    expect(output.engine.fallbackReason).toBe("gpt-4o-mini failed: the model stage did not finish within 0.15 s");
    expect(MODEL_STAGE_BUDGET_MS).toBeLessThan(analyzeTranscriptJob.queue.expireInSeconds * 1000);
  });

  it("reads a transcript over the budget in chunks and merges them, summarising the summaries", async () => {
    const first = validAnswer();
    first.meddicScorecard.economic_buyer = { result: "No", context: "Not in this part." };
    first.meetingSummary.objections = [];
    const second = validAnswer();
    second.meddicScorecard.metrics = { result: "Partial", context: '"two hundred thousand dollars" (00:20).' };
    second.meetingSummary.follow_ups.push({ owner: "Sam", action: "Loop in Maria", due: null, at: 33 });
    let chunkCalls = 0;
    const model = routedModel((prompt) => {
      if (prompt.includes("summaries of consecutive parts")) return JSON.stringify({ summary: "One merged summary." });
      return JSON.stringify(chunkCalls++ === 0 ? first : second);
    });

    // About 170 tokens of transcript against an 80-token budget: three chunks.
    const output = await engineWith(model, { maxInputTokens: 80 })(input);

    const calls = chunkCalls;
    expect(calls).toBe(3);
    expect(model.doGenerateCalls).toHaveLength(calls + 1);
    expect(output.engine.name).toBe("openai");
    expect(output.engine.tokens).toEqual({ input: 100 * (calls + 1), output: 40 * (calls + 1) });
    expect(output.meetingSummary.summary).toBe("One merged summary.");
    // Best evidence per criterion: Yes from the first part beats Partial; Yes from the second beats No.
    expect(output.meddicScorecard.metrics.result).toBe("Yes");
    expect(output.meddicScorecard.economic_buyer.result).toBe("Yes");
    // Follow-ups and objections concatenated without repeats.
    expect(output.meetingSummary.follow_ups.map((f) => f.action)).toEqual(["Send the ROI calculator and a case study", "Loop in Maria"]);
    expect(output.meetingSummary.objections).toHaveLength(1);
    const firstPrompt = JSON.stringify(model.doGenerateCalls[0]?.prompt);
    expect(firstPrompt).toContain(`part 1 of ${calls}`);
  });
});
