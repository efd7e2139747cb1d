import { describe, expect, it } from "vitest";
import { parseTranscript } from "./index";

/** Note-taker and call-recorder exports that put the name and the time on a header line of their own. */

const turns = (text: string, format?: Parameters<typeof parseTranscript>[1]) =>
  parseTranscript(text, format).utterances.map((u) => [u.name ?? "", u.start, u.text]);

describe("export formats", () => {
  it("reads Fathom's '0:21 - Name' headers with the words below", () => {
    const text = "Acme / Bolt - Discovery\nDate: March 3\n\n0:01 - Dana Ruiz\nHi Sam, thanks for joining.\n\n0:05 - Sam Lee\nSure. Glad to.\n\n0:09 - Dana Ruiz\nShall we start?";
    expect(turns(text)).toEqual([
      ["Dana Ruiz", 1, "Hi Sam, thanks for joining."],
      ["Sam Lee", 5, "Sure. Glad to."],
      ["Dana Ruiz", 9, "Shall we start?"],
    ]);
  });

  it("reads Gong's 'Name | 02:15' and Fireflies' 'Name - 00:02:15' headers", () => {
    const gong = "Outbound - Acme\nRecorded call\n\nDana Ruiz | 00:01\nHi, is this Sam?\n\nSam Lee | 00:03\nSpeaking.\n\nDana Ruiz | 00:05\nGreat.";
    expect(turns(gong).map(([name, start]) => [name, start])).toEqual([["Dana Ruiz", 1], ["Sam Lee", 3], ["Dana Ruiz", 5]]);
    const fireflies = "Sync\nDate: 2025-03-11\nParticipants: Dana Ruiz, Sam Lee\n\nDana Ruiz - 00:00:02\nMorning.\n\nSam Lee - 00:01:10\nHi.\n\nDana Ruiz - 00:01:15\nReady?";
    expect(turns(fireflies)).toEqual([
      ["Dana Ruiz", 2, "Morning."],
      ["Sam Lee", 70, "Hi."],
      ["Dana Ruiz", 75, "Ready?"],
    ]);
  });

  it("reads '@Name [3:11]: text' lines", () => {
    const text = "@Dana Ruiz [0:02]: Hello there.\n@Sam Lee [0:04]: Hi Dana.\n@Dana Ruiz [3:11]: One more thing.";
    expect(turns(text)).toEqual([
      ["Dana Ruiz", 2, "Hello there."],
      ["Sam Lee", 4, "Hi Dana."],
      ["Dana Ruiz", 191, "One more thing."],
    ]);
  });

  it("reads markdown '### Name - 01:09' headings and drops title and section headings", () => {
    const text = "# Demo: Acme\n\nDate: 2025-04-22\nCall Notes:\n\n## Transcript\n\n### Dana Ruiz - 00:02\nWelcome.\n\n### Sam Lee - 01:09\nThanks.\n\n### Dana Ruiz - 01:15\nLet's go.";
    expect(turns(text, "md")).toEqual([
      ["Dana Ruiz", 2, "Welcome."],
      ["Sam Lee", 69, "Thanks."],
      ["Dana Ruiz", 75, "Let's go."],
    ]);
  });

  it("reads a speaker line, a time line and the words below as one turn", () => {
    const text = "Speaker 1\n00:04\nHow are things?\n\nSpeaker 2\n00:09\nBusy, honestly.\n\nSpeaker 1\n00:12\nI hear you.";
    const parsed = parseTranscript(text);
    expect(parsed.utterances.map((u) => [u.speaker, u.start, u.text])).toEqual([
      [0, 4, "How are things?"],
      [1, 9, "Busy, honestly."],
      [0, 12, "I hear you."],
    ]);
    expect(parsed.speakers).toEqual(["", ""]);
  });

  it("keeps one-off header fields above the dialogue out of the speakers", () => {
    const text = "Live chat transcript\nVisitor: Hailey (Northside Physio)\nFollow-up: pricing page\n\nArjun: Hi, how can I help?\nHailey: Do you do group bookings?\nArjun: We do.\nHailey: Great.";
    const parsed = parseTranscript(text);
    expect(parsed.speakers).toEqual(["Arjun", "Hailey"]);
    expect(parsed.utterances.map((u) => u.text).join(" ")).not.toContain("Northside");
  });

  it("keeps a long attendee and notes block out of the dialogue", () => {
    const header = [
      "Pricing & rollout terms",
      "Date: Thu, Feb 20, 2025 · 2:00 PM",
      "Participants: Lucas Ferreira, Kendra Mills, Hugo Lambert, Gail Foster, Rahul Verma, Oliver Trent, Fireflies.ai Notetaker",
      "Agenda: 1) revised commercials 2) payment structure 3) signature path 4) onboarding plan and owners",
      "",
    ].join("\n");
    const parsed = parseTranscript(`${header}\nLucas Ferreira - 00:00:01\nHello all.\n\nKendra Mills - 00:00:03\nHi Lucas.\n\nLucas Ferreira - 00:00:05\nShall we?`);
    expect(parsed.speakers).toEqual(["Lucas Ferreira", "Kendra Mills"]);
    expect(parsed.utterances.map((u) => u.text)).toEqual(["Hello all.", "Hi Lucas.", "Shall we?"]);
  });

  it("leaves time-prefixed sentences as speech", () => {
    const parsed = parseTranscript("00:01 Okay, let's begin.\n00:05 Sure thing.\n00:09 Great.");
    expect(parsed.speakers).toEqual([""]);
    expect(parsed.utterances.map((u) => u.text).join(" ")).toBe("Okay, let's begin. Sure thing. Great.");
  });

  it("keeps notes sections after the dialogue out of the last turn", () => {
    const text = "Ann: Hello.\nBo: Hi.\nAnn: Bye.\n\nAction items:\n- Ann to send the quote by Friday\n- Bo to loop in legal";
    expect(parseTranscript(text).utterances.map((u) => u.text)).toEqual(["Hello.", "Hi.", "Bye."]);
    const md = "### Ann - 00:01\nHello.\n\n### Bo - 00:03\nHi.\n\n### Ann - 00:05\nBye.\n\n## Next steps\n- Ann sends the quote";
    expect(parseTranscript(md, "md").utterances.map((u) => u.text)).toEqual(["Hello.", "Hi.", "Bye."]);
  });

  it("reads 'Name · 00:01' (Avoma, tl;dv) and '0:03 Name' (Teams, Chorus) headers", () => {
    const dotted = "Ann · 00:01\nHello.\n\nBo · 00:03\nHi.\n\nAnn · 00:05\nBye.";
    expect(turns(dotted).map(([name, start]) => [name, start])).toEqual([["Ann", 1], ["Bo", 3], ["Ann", 5]]);
    const timeFirst = "0:01 Ann Lee\nHello.\n\n0:03 Bo Chan\nHi.\n\n0:05 Ann Lee\nBye.";
    expect(turns(timeFirst).map(([name, start]) => [name, start])).toEqual([["Ann Lee", 1], ["Bo Chan", 3], ["Ann Lee", 5]]);
  });

  it("reads Zoom's saved captions '[Name] 10:02:33' and counts times from the first words", () => {
    const text = "[Dana Ruiz] 10:02:33\nHi Sam, thanks for joining.\n\n[Sam Lee] 10:02:37\nSure. Glad to.\n\n[Dana Ruiz] 10:02:41\nShall we start?";
    expect(turns(text)).toEqual([
      ["Dana Ruiz", 0, "Hi Sam, thanks for joining."],
      ["Sam Lee", 4, "Sure. Glad to."],
      ["Dana Ruiz", 8, "Shall we start?"],
    ]);
    expect(parseTranscript(text).durationSeconds).toBeLessThan(60);
  });

  it("reads tab-separated 'time, name, text' rows in either order", () => {
    const timeFirst = "00:00:02\tDana Ruiz\tHi Sam.\n00:00:05\tSam Lee\tHello.\n00:00:09\tDana Ruiz\tShall we start?";
    expect(turns(timeFirst)).toEqual([
      ["Dana Ruiz", 2, "Hi Sam."],
      ["Sam Lee", 5, "Hello."],
      ["Dana Ruiz", 9, "Shall we start?"],
    ]);
    const nameFirst = "Dana Ruiz\t0:02\tHi Sam.\nSam Lee\t0:05\tHello.";
    expect(turns(nameFirst).map(([name, start]) => [name, start])).toEqual([["Dana Ruiz", 2], ["Sam Lee", 5]]);
  });

  it("reads Google Meet's transcript: title, attendees, time lines every few minutes, 'Name: text' lines and its footers", () => {
    const text = [
      "Pipeline review - Transcript",
      "",
      "Attendees",
      "Dana Ruiz, Sam Lee",
      "",
      "Transcript",
      "",
      "00:00:00",
      "",
      "Dana Ruiz: Hi Sam, thanks for joining.",
      "Sam Lee: Sure. Glad to.",
      "",
      "00:05:00",
      "",
      "Dana Ruiz: Shall we start?",
      "",
      "Meeting ended after 00:06:12",
      "",
      "This editable transcript was computer generated and might contain errors. People can also change the text after it was created.",
    ].join("\n");
    const parsed = parseTranscript(text);
    expect(parsed.speakers).toEqual(["Dana Ruiz", "Sam Lee"]);
    expect(parsed.utterances.map((u) => [u.start, u.text])).toEqual([
      [0, "Hi Sam, thanks for joining."],
      [expect.any(Number), "Sure. Glad to."],
      [300, "Shall we start?"],
    ]);
  });
});
