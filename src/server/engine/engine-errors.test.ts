import { describe, expect, it, vi } from "vitest";
import type * as FittedScores from "./scores/fitted-scores";

// A model that returns an out-of-range score must not reach the database: the engine refuses its own output.
vi.mock("./scores/fitted-scores", async (importOriginal) => ({
  ...(await importOriginal<typeof FittedScores>()),
  fittedScores: () => ({ aiScore: 11, conversionProbability: 50, conversionFactors: [] }),
}));

const { analyzeTranscript, EngineOutputError } = await import("./engine");

describe("analyzeTranscript's own check", () => {
  it("throws a typed EngineOutputError that names the field when its result breaks the schema", () => {
    let thrown: unknown;
    try {
      analyzeTranscript({ utterances: [{ speaker: 0, text: "Hello there, how are you?" }, { speaker: 1, text: "Fine, thanks." }], repSpeakers: [0] });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(EngineOutputError);
    expect((thrown as InstanceType<typeof EngineOutputError>).issues).toContain("aiScore");
  });
});
