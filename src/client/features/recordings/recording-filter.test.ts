import { describe, expect, it } from "vitest";
import { countByFilter, recordingTitle, statusOfFilter } from "./recording-filter";

describe("recordingTitle", () => {
  it("prefers the meeting name and falls back to the transcript name", () => {
    expect(recordingTitle({ meetingName: "Acme Discovery", name: "upload-1" })).toBe("Acme Discovery");
    expect(recordingTitle({ meetingName: null, name: "upload-1" })).toBe("upload-1");
    expect(recordingTitle({ meetingName: "  ", name: "upload-1" })).toBe("upload-1");
  });
});

describe("filters", () => {
  it("asks the server for completed calls (Analyzed) and the rest (Pending)", () => {
    expect(statusOfFilter("all")).toBeUndefined();
    expect(statusOfFilter("analyzed")).toBe("completed");
    expect(statusOfFilter("pending")).toBe("pending");
  });

  it("takes the counts from the count endpoint, zero while it loads", () => {
    expect(countByFilter({ all: 9, completed: 6, processing: 2, failed: 1, pending: 3 })).toEqual({ all: 9, analyzed: 6, pending: 3 });
    expect(countByFilter(undefined)).toEqual({ all: 0, analyzed: 0, pending: 0 });
  });
});
