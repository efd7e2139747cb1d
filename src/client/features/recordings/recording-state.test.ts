import { describe, expect, it } from "vitest";
import { RECORDING_STATES, recordingStateOf, sourceLabel } from "./recording-state";

describe("recordingStateOf (SPEC §4, in order)", () => {
  it("is Analysis Complete whenever an analysis exists, whatever the status or length", () => {
    for (const status of ["completed", "processing", "failed", "queued"]) {
      expect(recordingStateOf({ status, contentLength: 0, source: "upload" }, true)).toBe("analysis-complete");
    }
  });

  it("is Pending Analysis for a completed transcript with more than 50 characters", () => {
    expect(recordingStateOf({ status: "completed", contentLength: 51, source: "upload" }, false)).toBe("pending-analysis");
  });

  it("is Processing Transcript for a completed transcript with 50 characters or fewer", () => {
    expect(recordingStateOf({ status: "completed", contentLength: 50, source: "upload" }, false)).toBe("processing-transcript");
    expect(recordingStateOf({ status: "completed", contentLength: 0, source: "gladia" }, false)).toBe("processing-transcript");
  });

  it("is Processing… for a manual upload being analysed: nothing is being recorded", () => {
    expect(recordingStateOf({ status: "processing", contentLength: 5_000, source: "upload" }, false)).toBe("processing-upload");
  });

  it("is Recording in Progress for anything else", () => {
    for (const status of ["processing", "failed", "pending", ""]) {
      expect(recordingStateOf({ status, contentLength: 5_000, source: "gladia" }, false)).toBe("recording-in-progress");
    }
    expect(recordingStateOf({ status: "failed", contentLength: 5_000, source: "upload" }, false)).toBe("recording-in-progress");
  });

  it("labels the states with the spec's words", () => {
    expect(Object.values(RECORDING_STATES).map((state) => state.label)).toEqual([
      "Analysis Complete",
      "Pending Analysis",
      "Processing Transcript",
      "Processing…",
      "Recording in Progress",
    ]);
  });
});

describe("sourceLabel", () => {
  it("calls gladia the meeting bot and everything else a manual upload", () => {
    expect(sourceLabel("gladia")).toBe("Meeting Bot");
    expect(sourceLabel("upload")).toBe("Manual Upload");
    expect(sourceLabel("Gladia")).toBe("Manual Upload");
    expect(sourceLabel("")).toBe("Manual Upload");
  });
});
