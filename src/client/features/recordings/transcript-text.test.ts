import { describe, expect, it } from "vitest";
import { formatTimestamp, transcriptFileName, transcriptToText } from "./transcript-text";

describe("formatTimestamp", () => {
  it("writes zero-padded minutes and seconds", () => {
    expect(formatTimestamp(0)).toBe("00:00");
    expect(formatTimestamp(83.9)).toBe("01:23");
    expect(formatTimestamp(3_723)).toBe("62:03");
    expect(formatTimestamp(-1)).toBe("00:00");
  });
});

describe("transcriptToText", () => {
  const diarizationData = [
    { speaker: 0, name: "Rep", text: "Thanks for joining.", start: 0 },
    { speaker: 1, name: "Sam Patel", text: "Happy to be here.", start: 83 },
    { speaker: 2, text: "Sorry I'm late.", start: 125.4 },
    { speaker: 0, name: "Rep", text: "No problem." },
  ];

  it("writes one line per utterance with mm:ss and the best known speaker name", () => {
    const text = transcriptToText(
      { content: "raw", diarizationData },
      { "0": { name: "Dana Reyes", role: "account_owner" }, "1": { name: "", role: "customer" } },
    );
    expect(text).toBe(
      [
        "[00:00] Dana Reyes: Thanks for joining.",
        "[01:23] Sam Patel: Happy to be here.",
        "[02:05] Speaker 3: Sorry I'm late.",
        "Dana Reyes: No problem.",
        "",
      ].join("\n"),
    );
  });

  it("gives back the raw content when there are no utterances", () => {
    expect(transcriptToText({ content: "Just some notes", diarizationData: [] }, {})).toBe("Just some notes");
  });
});

describe("transcriptFileName", () => {
  it("makes a safe .txt name from the title", () => {
    expect(transcriptFileName("Acme discovery call")).toBe("Acme discovery call.txt");
    expect(transcriptFileName('Q3: "Big" deal / renewal?')).toBe('Q3- -Big- deal - renewal-.txt');
    expect(transcriptFileName("..hidden")).toBe("hidden.txt");
    expect(transcriptFileName("  ")).toBe("transcript.txt");
  });
});
