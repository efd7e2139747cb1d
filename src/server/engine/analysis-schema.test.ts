// Tests of src/shared/analysis.ts (kept here, inside the analysis folder this work owns).
import { describe, expect, it } from "vitest";
import { analysisSchema, type MeddicScorecard } from "@shared/analysis";
import { analyzeTranscript } from "./engine";

const criterion = { result: "Partial", context: '"We need it live by March" (04:12)' } as const;
const meddic: MeddicScorecard = {
  overall_score: 62,
  metrics: criterion,
  economic_buyer: { result: "No", context: "" },
  decision_criteria: criterion,
  decision_process: criterion,
  identify_pain: { result: "Yes", context: '"Renewals are done by hand" (01:05)' },
  champion: criterion,
};
const coaching = {
  coaching_score: 70,
  what_went_well: ["Asked about the current process"],
  what_could_improve: [{ issue: "Long monologue", why_it_matters: "Buyers tune out", recommended_fix: "Pause and ask" }],
  tips: { materials_to_provide: ["Pricing sheet"], value_reinforcements: [], objection_handling: [] },
};
const summary = {
  summary: "Discovery call about renewals.",
  follow_ups: [{ owner: "rep", action: "Send pricing", due: "2026-11-28", at: 312.5 }],
  objections: [{ category: "price", quote: "It seems expensive", at: null, answered: true }],
};
const { namedEntities: _entities, ...engineFields } = analyzeTranscript({ utterances: [{ speaker: 0, text: "Hello there" }], repSpeakers: [0] });
const base = {
  id: "a1",
  transcriptId: "t1",
  createdAt: "2026-11-21T10:00:00.000Z",
  ...engineFields,
  aiScore: 7.5,
  conversionProbability: 64,
  sentimentScore: 0.7,
};

describe("analysisSchema", () => {
  it("reads the JSON sections as objects or as JSON text alike", () => {
    const asObjects = analysisSchema.parse({ ...base, meddicScorecard: meddic, salesCoaching: coaching, meetingSummary: summary });
    const asText = analysisSchema.parse({
      ...base,
      meddicScorecard: JSON.stringify(meddic),
      salesCoaching: JSON.stringify(coaching),
      meetingSummary: JSON.stringify(summary),
    });
    expect(asText).toEqual(asObjects);
    expect(asText.meddicScorecard?.identify_pain.result).toBe("Yes");
  });

  it("turns a section that cannot be parsed or has the wrong shape into null, so it is hidden", () => {
    const parsed = analysisSchema.parse({
      ...base,
      meddicScorecard: "{not json",
      salesCoaching: { coaching_score: "high" },
      meetingSummary: undefined,
    });
    expect(parsed.meddicScorecard).toBeNull();
    expect(parsed.salesCoaching).toBeNull();
    expect(parsed.meetingSummary).toBeNull();
  });

  it("still refuses out-of-range scores and a non-ISO date", () => {
    const sections = { meddicScorecard: meddic, salesCoaching: coaching, meetingSummary: summary };
    expect(analysisSchema.safeParse({ ...base, ...sections, aiScore: 11 }).success).toBe(false);
    expect(analysisSchema.safeParse({ ...base, ...sections, talkTimeRatio: 1.2 }).success).toBe(false);
    expect(analysisSchema.safeParse({ ...base, ...sections, createdAt: "yesterday" }).success).toBe(false);
  });
});
