import { type ChatStamp, DATE_SOURCE, dateOrder, readStamp, secondsFromFirst, TIME_SOURCE } from "./chat-stamp";
import type { Segment } from "./types";

/**
 * Chat exports, one message per stamped line: WhatsApp on Android ("18/11/2026, 19:42 - Name: text") and
 * iOS ("[18/11/2026, 19:42:05] Name: text"), Teams chat ("[11/18/2026 7:42 PM] Name: text") and Slack
 * ("[7:42 PM] Name: text"). Lines without a stamp continue the message above; stamped lines without a
 * sender are the app's own notes (encryption notice, someone joined) and are dropped. The stamps are a wall
 * clock, so times count from the first message.
 * A bracketed 24-hour time alone ("[09:41] Name:") is not read here: it may as well be a recording's
 * minutes and seconds, which the line reader decides (minute-clock.ts).
 */

// "[date, time] rest", "[date time] rest" or "[7:42 PM] rest" (a 12-hour time alone is a time of day).
const BRACKETED = new RegExp(String.raw`^\[(?:(${DATE_SOURCE}),?\s+)?(${TIME_SOURCE})\]\s*(.*)$`);
// "date, time - rest" (Android).
const DASHED = new RegExp(String.raw`^(${DATE_SOURCE}),?\s+(${TIME_SOURCE})\s+[-–]\s+(.*)$`);
// The sender is everything up to the first colon; apps allow emoji, phone numbers and "~" in names.
const SENDER = /^([^:]{1,60}):(?:\s+|$)(.*)$/;
const MAX_SENDER_WORDS = 6;
// Direction marks WhatsApp puts around phone numbers and before its own notes on iOS.
const DIRECTION_MARKS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const LEADING_MARK = /^[\u200E\u200F]/;

// What a message says when it carried no words: media left out of the export, deletions, the app's notes.
const NOT_WORDS = [
  /^<[^<>]{1,40} omitted>$/i,
  /^(?:image|video|audio|sticker|gif|document|contact card|photo) omitted$/i,
  /^<attached: [^<>]{1,200}>$/i,
  /^\S{1,200} \(file attached\)$/i,
  /^(?:this message was deleted|you deleted this message)\.?$/i,
  /^messages and calls are end-to-end encrypted\b/i,
  /^missed (?:voice|video|group voice|group video) call\b/i,
  /^null$/,
];
const EDITED = /\s*<this message was edited>$/i;

interface Header {
  date?: string;
  time: string;
  rest: string;
}

function readHeader(line: string): Header | undefined {
  const bracketed = BRACKETED.exec(line);
  if (bracketed) {
    const [, date, time = "", rest = ""] = bracketed;
    // "[09:41]" alone is ambiguous; only a date or AM/PM makes it a chat's stamp.
    if (date === undefined && !/[ap]\.?\s?m\.?$/i.test(time)) return undefined;
    return { date, time, rest };
  }
  const dashed = DASHED.exec(line);
  if (!dashed) return undefined;
  const [, date, time = "", rest = ""] = dashed;
  return { date, time, rest };
}

/**
 * A quote left open is an app note cut at a colon inside it ('Maya changed the subject to "Q3: pricing"'),
 * while a nickname ('Finnegan "Finn" Ashdown') closes its quotes.
 */
const openQuote = (name: string) => (name.match(/"/g)?.length ?? 0) % 2 === 1 || (name.match(/“/g)?.length ?? 0) !== (name.match(/”/g)?.length ?? 0);

function readSender(rest: string): { name: string; text: string } | undefined {
  const match = SENDER.exec(rest);
  const name = match?.[1]?.replace(DIRECTION_MARKS, "").replace(/^~\s*/, "").trim();
  if (!match || !name || name.split(/\s+/).length > MAX_SENDER_WORDS || openQuote(name)) return undefined;
  return { name, text: match[2] ?? "" };
}

/** Enough stamped lines to be a chat export: two carry it, as no transcript tool writes dates per line. */
export function isChatExport(text: string): boolean {
  let found = 0;
  for (const line of text.split("\n")) {
    const header = readHeader(line.replace(/^[\u200E\u200F\s]+/, ""));
    if (header && readStamp(header.date, header.time) && readSender(header.rest) && ++found >= 2) return true;
  }
  return false;
}

const isWords = (part: string) => part !== "" && !LEADING_MARK.test(part) && !NOT_WORDS.some((pattern) => pattern.test(part));

interface Message {
  name: string;
  parts: string[];
  stamp: ChatStamp;
}

export function parseChatExport(text: string): Segment[] {
  const stamps: ChatStamp[] = [];
  const messages: Message[] = [];
  // Undefined before the first message and after an app note, whose continuation lines are not speech.
  let current: Message | undefined;
  for (const raw of text.split("\n")) {
    const line = raw.replace(/^[\u200E\u200F\s]+/, "").trimEnd();
    const header = readHeader(line);
    const stamp = header && readStamp(header.date, header.time);
    if (!header || !stamp) {
      if (current) current.parts.push(raw.trim().replace(EDITED, ""));
      continue;
    }
    stamps.push(stamp);
    const sender = readSender(header.rest);
    current = sender ? { name: sender.name, parts: [sender.text.replace(EDITED, "")], stamp } : undefined;
    if (current) messages.push(current);
  }
  const spoken = messages
    .map((message) => ({ ...message, parts: message.parts.map((part) => part.trim()).filter(isWords) }))
    .filter((message) => message.parts.length > 0);
  const starts = secondsFromFirst(spoken.map((message) => message.stamp), dateOrder(stamps));
  return spoken.map((message, i) => ({ label: message.name, text: message.parts.join(" "), start: starts[i] ?? 0 }));
}
