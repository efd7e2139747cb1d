import { describe, expect, it } from "vitest";
import { chooseReader } from "./detect";
import { parseTranscript } from "./index";

/** Chat exports as users upload them: one stamped line per message, a wall clock, the app's own notes. */

const turns = (text: string) => parseTranscript(text, "txt").utterances.map((u) => [u.name ?? "", u.start, u.text]);

describe("WhatsApp exports", () => {
  it("reads Android's US export: 12-hour stamps, continuation lines, the app's notes and left-out media", () => {
    const text = [
      "11/18/26, 7:40\u202fPM - Messages and calls are end-to-end encrypted. No one outside of this chat, including WhatsApp, can read or listen to them. Tap to learn more.",
      "11/18/26, 7:41\u202fPM - Maya Lindqvist created group \"Acme rollout\"",
      "11/18/26, 7:42\u202fPM - Maya Lindqvist: Hi Tom, thanks for the demo today.",
      "Quick question on pricing: is the team tier per seat?",
      "11/18/26, 7:44\u202fPM - Tom Becker: <Media omitted>",
      "11/18/26, 7:45\u202fPM - Tom Becker: Yes, 40 per seat per month. <This message was edited>",
      "11/18/26, 7:47\u202fPM - Maya Lindqvist: This message was deleted",
      "11/18/26, 7:56\u202fPM - Maya Lindqvist: OK, I'll check with our CFO and come back Friday.",
    ].join("\n");
    const parsed = parseTranscript(text, "txt");
    expect(parsed.speakers).toEqual(["Maya Lindqvist", "Tom Becker"]);
    expect(turns(text)).toEqual([
      ["Maya Lindqvist", 0, "Hi Tom, thanks for the demo today. Quick question on pricing: is the team tier per seat?"],
      ["Tom Becker", 180, "Yes, 40 per seat per month."],
      ["Maya Lindqvist", 840, "OK, I'll check with our CFO and come back Friday."],
    ]);
    expect(parsed.durationSeconds).toBeGreaterThan(840);
  });

  it("reads Android's day-first 24-hour export and the German one with dots", () => {
    const uk = "18/11/2026, 19:42 - Maya Lindqvist: Morning Tom.\n18/11/2026, 19:43 - Tom Becker: Hi Maya.\n18/11/2026, 20:02 - Maya Lindqvist: Sent.";
    expect(turns(uk).map(([name, start]) => [name, start])).toEqual([["Maya Lindqvist", 0], ["Tom Becker", 60], ["Maya Lindqvist", 1200]]);
    const de = "18.11.26, 19:42 - Jonas Weber: Hallo Frau Berg.\n18.11.26, 19:45 - Ines Berg: Guten Abend.";
    expect(turns(de)).toEqual([["Jonas Weber", 0, "Hallo Frau Berg."], ["Ines Berg", 180, "Guten Abend."]]);
  });

  it("reads iOS's bracketed stamps with seconds, its marked notes and attachments, over two days", () => {
    const text = [
      "\u200e[18/11/2026, 19:40:01] Acme deal: \u200eMessages and calls are end-to-end encrypted. No one outside of this chat, including WhatsApp, can read or listen to them.",
      "[18/11/2026, 19:42:05] Maya Lindqvist: Hi Tom, can you send the quote?",
      "\u200e[18/11/2026, 19:43:10] Tom Becker: \u200eimage omitted",
      "[18/11/2026, 19:44:00] Tom Becker: Here it is, valid to the end of the month.",
      "\u200e[18/11/2026, 19:44:30] Tom Becker: \u200e<attached: 00000012-Quote-Acme.pdf>",
      "[19/11/2026, 08:01:00] Maya Lindqvist: Signed, sending it back now.",
    ].join("\n");
    expect(turns(text)).toEqual([
      ["Maya Lindqvist", 0, "Hi Tom, can you send the quote?"],
      ["Tom Becker", 115, "Here it is, valid to the end of the month."],
      ["Maya Lindqvist", 44_335, "Signed, sending it back now."],
    ]);
    // The night between the quote and the signature is not call time: the duration is the talk around it.
    expect(parseTranscript(text, "txt").durationSeconds).toBeLessThan(200);
  });

  it("reads iOS's 12-hour US stamps", () => {
    const text = "[11/18/26, 7:42:05\u202fPM] Maya Lindqvist: Hi Tom.\n[11/18/26, 7:42:40\u202fPM] Tom Becker: Hi Maya, go ahead.";
    expect(turns(text).map(([name, start]) => [name, start])).toEqual([["Maya Lindqvist", 0], ["Tom Becker", 35]]);
  });

  it("reads senders saved as phone numbers or shown with a tilde, and drops subject changes with a colon inside", () => {
    const text = [
      "18/11/2026, 19:42 - \u202a+44 7700 900123\u202c: Hi, is this the sales line?",
      "18/11/2026, 19:43 - ~\u202fMaya Lindqvist: It is. How can I help?",
      "18/11/2026, 19:44 - Maya Lindqvist changed the subject from \"Q3: pricing\" to \"Q4: renewal\"",
      "18/11/2026, 19:45 - +44 7700 900123: We need ten seats.",
    ].join("\n");
    expect(parseTranscript(text).speakers).toEqual(["+44 7700 900123", "Maya Lindqvist"]);
    expect(turns(text).map(([, , words]) => words)).toEqual(["Hi, is this the sales line?", "It is. How can I help?", "We need ten seats."]);
  });
});

describe("Teams and Slack chat copied out", () => {
  it("reads Teams' '[11/18/2026 7:42 PM] Name: text' and its day-first 24-hour form", () => {
    const us = "[11/18/2026 7:42 PM] Maya Lindqvist: Hi Tom\n[11/18/2026 7:43 PM] Tom Becker: Hello Maya\n[11/18/2026 7:56 PM] Maya Lindqvist: Talk Friday.";
    expect(turns(us)).toEqual([["Maya Lindqvist", 0, "Hi Tom"], ["Tom Becker", 60, "Hello Maya"], ["Maya Lindqvist", 840, "Talk Friday."]]);
    const uk = "[18/11/2026 19:42] Maya Lindqvist: Hi Tom\n[18/11/2026 19:43] Tom Becker: Hello Maya";
    expect(turns(uk).map(([name, start]) => [name, start])).toEqual([["Maya Lindqvist", 0], ["Tom Becker", 60]]);
  });

  it("reads Slack's '[7:42 PM] Name: text', past midnight", () => {
    const text = "[11:58 PM] Maya Lindqvist: Still up?\n[11:59 PM] Tom Becker: Yes, the contract is ready.\n[12:05 AM] Maya Lindqvist: Great, send it.";
    expect(turns(text).map(([name, start]) => [name, start])).toEqual([["Maya Lindqvist", 0], ["Tom Becker", 60], ["Maya Lindqvist", 420]]);
  });
});

describe("chat copied out with the sender and time on a line of their own", () => {
  it("reads Slack's 'Name  7:42 PM' headers, a time alone for the same sender's next message, and LinkedIn's 'Name, 7:42 PM'", () => {
    const slack = "Maya Lindqvist  7:42 PM\nHi Tom, quick one on the renewal.\nAre you free tomorrow?\n7:44 PM\nOr Friday works too.\n\nTom Becker  7:50 PM\nFriday at ten works.";
    expect(turns(slack)).toEqual([
      ["Maya Lindqvist", 0, "Hi Tom, quick one on the renewal. Are you free tomorrow?"],
      ["Maya Lindqvist", 120, "Or Friday works too."],
      ["Tom Becker", 480, "Friday at ten works."],
    ]);
    const linkedIn = "Maya Lindqvist, 9:05 AM\nThanks for connecting, Tom.\n\nTom Becker, 9:31 AM\nLikewise. Happy to talk next week.";
    expect(turns(linkedIn)).toEqual([["Maya Lindqvist", 0, "Thanks for connecting, Tom."], ["Tom Becker", 1560, "Likewise. Happy to talk next week."]]);
  });

  it("believes a sender that is not name-shaped ('Ellie from Tipwell', 'kofi') once it heads two messages", () => {
    const text = "Ellie from Tipwell  2:01 PM\nHi! How can I help?\n\nkofi  2:02 PM\nDo you do payroll?\n\nEllie from Tipwell  2:03 PM\nWe do.\n\nkofi  2:03 PM\nGreat.";
    expect(parseTranscript(text).speakers).toEqual(["Ellie from Tipwell", "kofi"]);
    const once = "Ann Lee  6:58 PM\nWhen is the dinner?\nDinner is at 7:00 PM\n\nBo Chan  6:59 PM\nThanks.";
    expect(turns(once).map(([name, , words]) => [name, words])).toEqual([["Ann Lee", "When is the dinner? Dinner is at 7:00 PM"], ["Bo Chan", "Thanks."]]);
  });

  it("leaves 'Name  19:42' headers to the line reader, and a time in a sentence as words", () => {
    expect(chooseReader("Maya Lindqvist  19:42\nHi.\n\nTom Becker  19:43\nHello.")).toBe("lines");
    expect(turns("Maya Lindqvist  7:42 PM\nSee you at\n8:00 PM then, Tom.\n\nTom Becker  7:43 PM\nSure.")[0]?.[2]).toBe("See you at 8:00 PM then, Tom.");
  });
});

describe("which files are chat exports", () => {
  it("needs two stamped messages with a sender; one dated title line is not a chat", () => {
    expect(chooseReader("18/11/2026, 19:42 - Discovery call, Acme\nAnn: Hello.\nBo: Hi.\nAnn: Shall we?")).toBe("lines");
    expect(chooseReader("18/11/2026, 19:42 - Ann: Hello.\n18/11/2026, 19:43 - Bo: Hi.")).toBe("chat");
  });

  it("leaves a bracketed 24-hour time alone to the line reader, which weighs both readings", () => {
    expect(chooseReader("[09:41] Ann: Hello.\n[09:42] Bo: Hi.")).toBe("lines");
    expect(chooseReader("[00:01:02] Ann: Hello.\n[00:01:09] Bo: Hi.")).toBe("lines");
  });
});
