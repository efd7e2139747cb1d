import { describe, expect, it } from "vitest";
import { CALL, REPS } from "@tests/fakes/llm-fixture";
import { analyzeTranscript } from "../engine";
import { storedSignals } from "./rescore";

describe("storedSignals", () => {
  it("reads an analysis stored before the booked-meeting signal, standing the dated next step in for it", () => {
    const output = analyzeTranscript({ utterances: CALL, repSpeakers: REPS });
    const current = storedSignals(output);
    expect(current?.booked_meeting).toBeTypeOf("number");
    const { booked_meeting: _dropped, ...older } = output.metrics.scoreSignals ?? {};
    const read = storedSignals({ ...output, metrics: { ...output.metrics, scoreSignals: older } });
    expect(read?.booked_meeting).toBe(older.dated_next_step);
    const { dated_next_step: _also, ...broken } = older;
    expect(storedSignals({ ...output, metrics: { ...output.metrics, scoreSignals: broken } })).toBeNull();
  });
});
