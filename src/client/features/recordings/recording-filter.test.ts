import { describe, expect, it } from "vitest";
import { countByFilter, filterRecordings, joinRecordings, recordingTitle } from "./recording-filter";
import { analysisRow, transcriptRow } from "@tests/client/recordings-data";

const transcripts = [
  transcriptRow({ id: "t1", name: "upload-1", meetingName: "Acme Discovery" }),
  transcriptRow({ id: "t2", name: "Globex demo" }),
  transcriptRow({ id: "t3", name: "acme follow-up", status: "processing" }),
];
const recordings = joinRecordings(transcripts, [analysisRow("t1"), analysisRow("t2")]);
const ids = (list: typeof recordings) => list.map((recording) => recording.transcript.id);

describe("recordingTitle", () => {
  it("prefers the meeting name and falls back to the transcript name", () => {
    expect(recordingTitle({ meetingName: "Acme Discovery", name: "upload-1" })).toBe("Acme Discovery");
    expect(recordingTitle({ meetingName: null, name: "upload-1" })).toBe("upload-1");
    expect(recordingTitle({ meetingName: "  ", name: "upload-1" })).toBe("upload-1");
  });
});

describe("joinRecordings", () => {
  it("pairs each transcript with its analysis, the newest when there are several", () => {
    const joined = joinRecordings(transcripts, [
      analysisRow("t1", { id: "old", createdAt: "2026-11-20T10:00:00.000Z" }),
      analysisRow("t1", { id: "new", createdAt: "2026-11-21T10:00:00.000Z" }),
      analysisRow("someone-else"),
    ]);
    expect(joined.map((recording) => recording.analysis?.id ?? null)).toEqual(["new", null, null]);
  });
});

describe("filterRecordings", () => {
  it("keeps everything under All, analysed calls under Analyzed and the rest under Pending", () => {
    expect(ids(filterRecordings(recordings, "all", ""))).toEqual(["t1", "t2", "t3"]);
    expect(ids(filterRecordings(recordings, "analyzed", ""))).toEqual(["t1", "t2"]);
    expect(ids(filterRecordings(recordings, "pending", ""))).toEqual(["t3"]);
  });

  it("searches the displayed title, case-insensitively, and only the title", () => {
    expect(ids(filterRecordings(recordings, "all", "ACME"))).toEqual(["t1", "t3"]);
    expect(ids(filterRecordings(recordings, "all", " demo "))).toEqual(["t2"]);
    // t1's file name is upload-1, but its displayed title is the meeting name.
    expect(ids(filterRecordings(recordings, "all", "upload"))).toEqual([]);
    expect(ids(filterRecordings(recordings, "analyzed", "acme"))).toEqual(["t1"]);
  });
});

describe("countByFilter", () => {
  it("counts the whole list per filter", () => {
    expect(countByFilter(recordings)).toEqual({ all: 3, analyzed: 2, pending: 1 });
    expect(countByFilter([])).toEqual({ all: 0, analyzed: 0, pending: 0 });
  });
});
