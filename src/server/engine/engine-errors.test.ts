import { describe, expect, it, vi } from "vitest";
import type * as Formulas from "./scores/formulas";

// A rule that returns an out-of-range score must not reach the database: the engine refuses its own output.
vi.mock("./scores/formulas", async (importOriginal) => ({
  ...(await importOriginal<typeof Formulas>()),
  aiScore: () => 11,
}));

const { analyzeTranscript, EngineOutputError } = await import("./engine");

describe("analyzeTranscript's own check", () => {
  it("throws a typed EngineOutputError that names the field when its result breaks the schema", () => {
    let thrown: unknown;
    try {
      analyzeTranscript({ utterances: [{ speaker: 0, text: "Hello there." }], repSpeakers: [0] });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(EngineOutputError);
    expect((thrown as InstanceType<typeof EngineOutputError>).issues).toContain("aiScore");
  });
});
