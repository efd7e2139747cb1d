import { describe, expect, it } from "vitest";
import { fixture } from "@tests/fixtures/ingest/load";
import { parseTranscript } from "./index";

const speakerTexts = (text: string, format?: Parameters<typeof parseTranscript>[1]) =>
  parseTranscript(text, format).utterances.map((u) => [u.speaker, u.name ?? "", u.text]);

describe("labelled lines", () => {
  it("numbers speakers by first appearance and matches names case-insensitively and trimmed", () => {
    const parsed = parseTranscript("mary:  Hi there.\nJOHN : Hello Mary.\n  Mary: How are you?\njohn: Fine.");
    expect(parsed.speakers).toEqual(["mary", "JOHN"]);
    expect(parsed.utterances.map((u) => u.speaker)).toEqual([0, 1, 0, 1]);
  });

  it("reads a name carrying a quoted nickname as the speaker, in plain lines and in subtitle cues", () => {
    const lines = 'Sasha Obi: Thanks for making time.\nFinnegan "Finn" Ashdown: Always.\nSasha Obi: How do you plan?\nFinnegan "Finn" Ashdown: Spreadsheets.';
    expect(parseTranscript(lines).speakers).toEqual(["Sasha Obi", 'Finnegan "Finn" Ashdown']);
    const vtt = 'WEBVTT\n\n1\n00:00:01.000 --> 00:00:03.000\nSasha Obi: Thanks for making time.\n\n2\n00:00:04.000 --> 00:00:05.000\nFinnegan “Finn” Ashdown: Always.\n';
    expect(parseTranscript(vtt, "vtt").utterances.map((u) => u.speaker)).toEqual([0, 1]);
  });

  it("reads a name followed by a company in brackets as one speaker", () => {
    const chat = "Owen (Cedar & Co Decks): Hi Maria, just checking you got the quote.\nHomeowner: got it thanks\nOwen (Cedar & Co Decks): great\nHomeowner: two things";
    expect(parseTranscript(chat).speakers).toEqual(["Owen (Cedar & Co Decks)", "Homeowner"]);
  });

  it("keeps a note line with a bracketed aside as text, not a speaker", () => {
    const notes = "Ana: We can start in May.\nBen: Good.\nAna: Then it's settled.\nBen: Agreed.\nBudget (approved by the CFO last week): fifty thousand for the pilot.";
    expect(parseTranscript(notes).speakers).toEqual(["Ana", "Ben"]);
  });

  it("reads 00:01:23 and mm:ss prefixes, with milliseconds, with and without brackets", () => {
    const parsed = parseTranscript(
      "00:01:23 Anna: First.\n01:30 Ben: Second.\n(1:45) Anna: Third.\n[00:02:03.250] Ben: Fourth.\n00:02:10,5 - Anna: Fifth.",
    );
    expect(parsed.utterances.map((u) => [u.speaker, u.start])).toEqual([
      [0, 83],
      [1, 90],
      [0, 105],
      [1, 123.25],
      [0, 130.5],
    ]);
    expect(parsed.timed).toBe(true);
  });

  it("reads SPEAKER labels on their own line with the words below", () => {
    expect(speakerTexts("SPEAKER 1:\nHow long have you been looking?\n\nSpeaker 2:\nAbout a month.\nMaybe six weeks.")).toEqual([
      [0, "", "How long have you been looking?"],
      [1, "", "About a month. Maybe six weeks."],
    ]);
  });

  it("gives a time on a line of its own to the turn below it", () => {
    const parsed = parseTranscript("00:00:00\nAnn: Hi.\n\n00:00:05\nBo: Hello.\nStill me.");
    expect(parsed.utterances.map((u) => [u.name, u.start, u.text])).toEqual([
      ["Ann", 0, "Hi."],
      ["Bo", 5, "Hello. Still me."],
    ]);
  });

  it("reads Rev-style 'Name (00:00:03):' headers", () => {
    const parsed = parseTranscript("Kim Lee (00:00:03):\nWelcome aboard.\n\nRaj Patel (00:00:07):\nThanks Kim.");
    expect(parsed.speakers).toEqual(["Kim Lee", "Raj Patel"]);
    expect(parsed.utterances.map((u) => u.start)).toEqual([3, 7]);
  });

  it("believes a two-line dialogue of different names", () => {
    expect(speakerTexts("Alice: Hi.\nBob: Hello.")).toEqual([
      [0, "Alice", "Hi."],
      [1, "Bob", "Hello."],
    ]);
  });

  it("believes a name heard once when the file is otherwise labelled", () => {
    const parsed = parseTranscript("Ann: One.\nBo: Two.\nAnn: Three.\nCarl Jones: I just wanted to add something.\nBo: Four.");
    expect(parsed.speakers).toEqual(["Ann", "Bo", "Carl Jones"]);
  });

  it("does not take Note:, URLs or times in prose for speakers", () => {
    const prose = [
      "We reviewed the proposal in detail and agreed on next steps with the buyer.",
      "Note: the buyer wants a pilot first.",
      "Pricing details are at https://example.com/pricing and in the deck.",
      "At 10:30 we took a break and resumed at 10:45 with the CFO.",
      "Note: legal needs two weeks.",
    ].join("\n");
    const parsed = parseTranscript(prose);
    expect(parsed.speakers).toEqual([""]);
    expect(parsed.utterances).toHaveLength(1);
    expect(parsed.utterances[0]?.text).toContain("Note: the buyer wants a pilot first.");
  });

  it("keeps a one-off 'Remember:' inside a labelled turn as speech", () => {
    const parsed = parseTranscript("Ann: Let me recap.\nremember this: the budget is fixed.\nBo: Understood.\nAnn: Good.");
    expect(parsed.speakers).toEqual(["Ann", "Bo"]);
    expect(parsed.utterances[0]?.text).toBe("Let me recap. remember this: the budget is fixed.");
  });

  it("keeps a long opening paragraph before the first label, drops a short title", () => {
    const long = `${"This opening paragraph was said before anyone was labelled in the notes. ".repeat(4)}\nAnn: Hi.\nBo: Hello.`;
    const parsed = parseTranscript(long);
    expect(parsed.utterances[0]?.speaker).toBe(0);
    expect(parsed.utterances[0]?.name).toBeUndefined();
    expect(parsed.utterances[0]?.text.startsWith("This opening paragraph")).toBe(true);
    expect(parsed.speakers).toEqual(["", "Ann", "Bo"]);
    expect(parseTranscript("Weekly sync\n\nAnn: Hi.\nBo: Hello.").speakers).toEqual(["Ann", "Bo"]);
  });

  it("handles CRLF, a BOM, tabs, non-breaking spaces and stray blank lines", () => {
    const text = "\uFEFFAnn:\tHello\u00A0there.\r\n\r\n\r\nBo:   Hi   Ann.\r\n  \r\nAnn: Bye.\r\n";
    expect(speakerTexts(text)).toEqual([
      [0, "Ann", "Hello there."],
      [1, "Bo", "Hi Ann."],
      [0, "Ann", "Bye."],
    ]);
  });

  it("joins consecutive turns of the same speaker", () => {
    expect(speakerTexts("Ann: One.\nAnn: Two.\nBo: Three.")).toEqual([
      [0, "Ann", "One. Two."],
      [1, "Bo", "Three."],
    ]);
  });

  it("gives time-prefixed lines without names to one unnamed speaker, keeping their times", () => {
    const parsed = parseTranscript("0:00 Welcome to the webinar.\n0:05 Today we cover pricing.\n0:12 Let's begin.");
    expect(parsed.utterances.map((u) => [u.speaker, u.start, u.text])).toEqual([
      [0, 0, "Welcome to the webinar."],
      [0, 5, "Today we cover pricing."],
      [0, 12, "Let's begin."],
    ]);
    expect(parsed.speakers).toEqual([""]);
  });

  it("estimates times at 150 words per minute when none are given", () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(" ");
    const parsed = parseTranscript(`Ann: ${words(150)}\nBo: ${words(75)}`);
    expect(parsed.utterances.map((u) => [u.start, u.end, u.estimated])).toEqual([
      [0, 60, true],
      [60, 90, true],
    ]);
    expect(parsed.durationSeconds).toBe(90);
    expect(parsed.timed).toBe(false);
  });

  it("returns nothing for blank text", () => {
    expect(parseTranscript(" \n\t\n")).toEqual({ utterances: [], speakers: [], durationSeconds: 0, timed: false });
  });
});

describe("subtitle files", () => {
  it("handles CRLF, a BOM, a header with metadata, cue settings and cues with no blank line between them", () => {
    const vtt =
      "\uFEFFWEBVTT - meeting\r\nKind: captions\r\nLanguage: en\r\n\r\nSTYLE\r\n::cue { color: yellow }\r\n\r\n" +
      "00:01.000 --> 00:03.000 line:90%\r\nAnn: Hello.\r\n2\r\n00:03.500 --> 00:05.000\r\nBo: Hi Ann.\r\n";
    const parsed = parseTranscript(vtt);
    expect(parsed.utterances).toEqual([
      { speaker: 0, name: "Ann", text: "Hello.", start: 1, end: 3 },
      { speaker: 1, name: "Bo", text: "Hi Ann.", start: 3.5, end: 5 },
    ]);
  });

  it("splits a cue holding two voices and strips karaoke timestamps and class tags", () => {
    const vtt =
      "WEBVTT\n\n00:00:01.000 --> 00:00:04.000\n<v Ann>Are you there?</v>\n<v Bo><c.blue>Yes,</c> <00:00:03.000>here.</v>\n";
    expect(speakerTexts(vtt)).toEqual([
      [0, "Ann", "Are you there?"],
      [1, "Bo", "Yes, here."],
    ]);
  });

  it("skips NOTE blocks, empty cues and cue identifiers", () => {
    const vtt =
      "WEBVTT\n\nNOTE a comment\nspanning lines\n\nintro\n00:00:00.000 --> 00:00:01.000\n\n00:00:01.000 --> 00:00:02.000\n   \n\nid-7\n00:00:02.000 --> 00:00:04.000\nOnly this.\n";
    expect(speakerTexts(vtt)).toEqual([[0, "", "Only this."]]);
  });

  it("joins a Zoom turn split across cues but not across a long pause", () => {
    const vtt =
      "WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nAnn: One\n\n00:00:02.500 --> 00:00:03.000\nAnn: two.\n\n00:00:30.000 --> 00:00:31.000\nAnn: Later.\n\n00:00:32.000 --> 00:00:33.000\nBo: Ok.\n";
    expect(parseTranscript(vtt).utterances.map((u) => [u.speaker, u.text, u.start, u.end])).toEqual([
      [0, "One two.", 1, 3],
      [0, "Later.", 30, 31],
      [1, "Ok.", 32, 33],
    ]);
  });

  it("reads SRT content saved as .txt, with SSA overrides and comma milliseconds", () => {
    const srt = "1\n00:00:01,250 --> 00:00:02,000\n{\\an8}Top line\n\n2\n00:00:02,100 --> 00:00:03,000\nsecond\n";
    expect(parseTranscript(srt, "txt").utterances).toEqual([{ speaker: 0, text: "Top line second", start: 1.25, end: 3 }]);
  });

  it("returns no utterances for a WebVTT file with only a header", () => {
    expect(parseTranscript("WEBVTT\n\nNOTE nothing here\n", "vtt").utterances).toEqual([]);
  });

  it("reads the same Zoom fixture identically with CRLF line ends", () => {
    const lf = parseTranscript(fixture("zoom.vtt"));
    expect(parseTranscript(fixture("zoom.vtt").replace(/\n/g, "\r\n"))).toEqual(lf);
  });
});

describe("markdown", () => {
  it("believes a bold speaker who talks once, but not a bold section title", () => {
    const md = "**Key takeaways:** budget approved\n\n**Ann:** Hello.\n**Bo:** Hi.\n**Ann:** So.\n**Cy:** Me too.";
    const parsed = parseTranscript(md, "md");
    expect(parsed.speakers).toEqual(["Ann", "Bo", "Cy"]);
    expect(parsed.utterances.some((u) => u.name === "Key takeaways")).toBe(false);
  });

  it("reads a time before the bold label", () => {
    const md = "[00:00:05] **Ann:** Hello.\n[00:00:09] **Bo**: Hi.";
    expect(parseTranscript(md, "md").utterances.map((u) => [u.name, u.start])).toEqual([
      ["Ann", 5],
      ["Bo", 9],
    ]);
  });
});
