import { type ChatStamp, DATE_SOURCE, dateOrder, readStamp, secondsFromFirst, TIME_SOURCE } from "./chat-stamp";
import { isPlausibleLabel, labelKey, looksLikeName } from "./labels";
import type { Segment } from "./types";

/**
 * Chat exports, one message per stamped line: WhatsApp on Android ("18/11/2026, 19:42 - Name: text") and
 * iOS ("[18/11/2026, 19:42:05] Name: text"), Teams chat ("[11/18/2026 7:42 PM] Name: text") and Slack
 * ("[7:42 PM] Name: text", or a "Name  7:42 PM" line with the words below, as LinkedIn and iMessage copies
 * write "Name, 7:42 PM"). Lines without a stamp continue the message above; stamped lines without a
 * sender are the app's own notes (encryption notice, someone joined) and are dropped. The stamps are a wall
 * clock, so times count from the first message.
 * A bracketed 24-hour time alone ("[09:41] Name:") is not read here: it may as well be a recording's
 * minutes and seconds, which the line reader decides (minute-clock.ts).
 */

// "[date, time] rest", "[date time] rest" or "[7:42 PM] rest" (a 12-hour time alone is a time of day).
const BRACKETED = new RegExp(String.raw`^\[(?:(${DATE_SOURCE}),?\s+)?(${TIME_SOURCE})\]\s*(.*)$`);
// "date, time - rest" (Android).
const DASHED = new RegExp(String.raw`^(${DATE_SOURCE}),?\s+(${TIME_SOURCE})\s+[-–]\s+(.*)$`);
// "Maya Lindqvist  7:42 PM" or "Maya Lindqvist, 7:42 PM" on a line of its own; only a 12-hour time, as
// "Name  19:42" is as likely a recording's position (Otter), which the line reader weighs.
const NAMED = /^([^\s\d[\]:,][^[\]:,]{0,59}?),?\s+(\d{1,2}:[0-5]\d\s?[AaPp]\.?\s?[Mm]\.?)$/;
// Under a named header, a 12-hour time alone on a line starts the same sender's next message.
const TWELVE_HOUR_ALONE = /^\d{1,2}:[0-5]\d\s?[AaPp]\.?\s?[Mm]\.?$/;
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
  /** Undefined for the app's own notes. */
  sender?: { name: string; text: string };
  /** A "Name  7:42 PM" line, under which a time alone is the same sender's next message. */
  named?: boolean;
}

/**
 * `senders`: how often each "Name  7:42 PM" name heads a message in the file; a name that is not
 * name-shaped ("Ellie from Tipwell", "kofi") must head two, so "Dinner is at 7:00 PM" stays words.
 * `named`: the sender of the "Name  7:42 PM" header above, if the last header was one.
 */
function readHeader(line: string, senders: Map<string, number>, named?: string): Header | undefined {
  const bracketed = BRACKETED.exec(line);
  if (bracketed) {
    const [, date, time = "", rest = ""] = bracketed;
    // "[09:41]" alone is ambiguous; only a date or AM/PM makes it a chat's stamp.
    if (date === undefined && !/[ap]\.?\s?m\.?$/i.test(time)) return undefined;
    return { date, time, sender: readSender(rest) };
  }
  const dashed = DASHED.exec(line);
  if (dashed) {
    const [, date, time = "", rest = ""] = dashed;
    return { date, time, sender: readSender(rest) };
  }
  const header = NAMED.exec(line);
  const name = header?.[1]?.trim();
  if (header && name && isPlausibleLabel(name) && (looksLikeName(name) || (senders.get(labelKey(name)) ?? 0) >= 2)) return { time: header[2] ?? "", sender: { name, text: "" }, named: true };
  if (named && TWELVE_HOUR_ALONE.test(line)) return { time: line, sender: { name: named, text: "" }, named: true };
  return undefined;
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

const bare = (line: string) => line.replace(/^[\u200E\u200F\s]+/, "").trimEnd();

function namedSenders(lines: string[]): Map<string, number> {
  const senders = new Map<string, number>();
  for (const line of lines) {
    const name = NAMED.exec(bare(line))?.[1]?.trim();
    if (name) senders.set(labelKey(name), (senders.get(labelKey(name)) ?? 0) + 1);
  }
  return senders;
}

/** Enough stamped lines to be a chat export: two carry it, as no transcript tool writes dates per line. */
export function isChatExport(text: string): boolean {
  const lines = text.split("\n");
  const senders = namedSenders(lines);
  let found = 0;
  for (const line of lines) {
    const header = readHeader(bare(line), senders);
    if (header?.sender && readStamp(header.date, header.time) && ++found >= 2) return true;
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
  let named = false;
  const lines = text.split("\n");
  const senders = namedSenders(lines);
  for (const raw of lines) {
    const header = readHeader(bare(raw), senders, current && named ? current.name : undefined);
    const stamp = header && readStamp(header.date, header.time);
    if (!header || !stamp) {
      if (current) current.parts.push(raw.trim().replace(EDITED, ""));
      continue;
    }
    stamps.push(stamp);
    const sender = header.sender;
    named = Boolean(header.named);
    current = sender ? { name: sender.name, parts: [sender.text.replace(EDITED, "")], stamp } : undefined;
    if (current) messages.push(current);
  }
  const spoken = messages
    .map((message) => ({ ...message, parts: message.parts.map((part) => part.trim()).filter(isWords) }))
    .filter((message) => message.parts.length > 0);
  const starts = secondsFromFirst(spoken.map((message) => message.stamp), dateOrder(stamps));
  return spoken.map((message, i) => ({ label: message.name, text: message.parts.join(" "), start: starts[i] ?? 0 }));
}
