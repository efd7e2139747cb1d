import type { CorpusCall } from "./schema";

/**
 * Renders a labelled call into the raw file a user would upload in the call's `format`, so the same
 * labels measure ingestion. Times come from word counts (150 words per minute, small pauses); every
 * choice a tool varies on (zero-padded times, cue ids, footers) is drawn from a generator seeded by the
 * call id, so a call always renders to the same bytes.
 */

export type RenderedExtension = "txt" | "vtt" | "srt" | "md";

interface TimedTurn {
  speaker: string;
  text: string;
  sentences: string[];
  words: number;
  start: number;
  end: number;
}

const SECONDS_PER_WORD = 60 / 150;
// Subtitle tools cut a long turn into cues of about this many words.
const CUE_WORDS = 24;

/** mulberry32 over a string hash: deterministic per call id. */
function seeded(id: string): () => number {
  let state = 2166136261;
  for (let i = 0; i < id.length; i++) state = Math.imul(state ^ id.charCodeAt(i), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Speakers as the transcript shows them: their names, or "Speaker N" in order of first appearance. */
function displayNames(call: CorpusCall): Map<string, string> {
  const names = new Map<string, string>();
  for (const turn of call.turns) {
    if (!names.has(turn.speaker)) names.set(turn.speaker, call.genericLabels ? `Speaker ${names.size + 1}` : turn.speaker);
  }
  return names;
}

function timeTurns(call: CorpusCall, random: () => number): TimedTurn[] {
  const names = displayNames(call);
  let clock = 1 + random() * 3;
  return call.turns.map((turn) => {
    const sentences = turn.sentences.map((s) => s.text.trim());
    const text = sentences.join(" ");
    const words = countWords(text);
    const start = clock;
    const end = start + Math.max(1, words * SECONDS_PER_WORD);
    clock = end + 0.2 + random() * 1.3;
    return { speaker: names.get(turn.speaker) ?? turn.speaker, text, sentences, words, start, end };
  });
}

const pad = (value: number) => String(value).padStart(2, "0");

/** "hh:mm:ss", or with `fraction` ".mmm"/",mmm" for subtitles. */
function hms(seconds: number, fraction?: "." | ","): string {
  const whole = Math.floor(seconds);
  const base = `${pad(Math.floor(whole / 3600))}:${pad(Math.floor((whole % 3600) / 60))}:${pad(whole % 60)}`;
  if (!fraction) return base;
  return `${base}${fraction}${String(Math.floor((seconds - whole) * 1000)).padStart(3, "0")}`;
}

/** "m:ss" (or "mm:ss" when `padded`), with an hour part only from an hour on. */
function short(seconds: number, padded: boolean): string {
  const whole = Math.floor(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  if (hours > 0) return `${hours}:${pad(minutes)}:${pad(whole % 60)}`;
  return `${padded ? pad(minutes) : minutes}:${pad(whole % 60)}`;
}

/** A long turn as subtitle cues, each with its share of the turn's time. */
function cuesOf(turn: TimedTurn): Array<{ text: string; start: number; end: number }> {
  const words = turn.text.split(/\s+/).filter(Boolean);
  const perWord = (turn.end - turn.start) / Math.max(1, words.length);
  const cues: Array<{ text: string; start: number; end: number }> = [];
  for (let at = 0; at < words.length; at += CUE_WORDS) {
    const piece = words.slice(at, at + CUE_WORDS);
    cues.push({ text: piece.join(" "), start: turn.start + at * perWord, end: turn.start + (at + piece.length) * perWord });
  }
  return cues;
}

function uuidLike(random: () => number): string {
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 16).toString(16)).join("");
  return `${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}`;
}

function subtitles(call: CorpusCall, turns: TimedTurn[], random: () => number, kind: "zoom" | "teams" | "srt"): string {
  const withIds = kind === "srt" || random() < 0.6;
  const teamsId = uuidLike(random);
  const out: string[] = [];
  if (kind !== "srt") out.push("WEBVTT", "");
  // Tools put no title in a subtitle file; a header there is a NOTE block (WebVTT) or the lines someone
  // pasted above the cues when saving it (SRT).
  if (call.header.length > 0) {
    if (kind === "srt") out.push(...call.header, "");
    else out.push("NOTE", ...call.header, "");
  }
  let n = 0;
  for (const turn of turns) {
    for (const cue of cuesOf(turn)) {
      n += 1;
      if (withIds) out.push(kind === "teams" ? `${teamsId}/${n + 10}-0` : String(n));
      out.push(`${hms(cue.start, kind === "srt" ? "," : ".")} --> ${hms(cue.end, kind === "srt" ? "," : ".")}`);
      out.push(kind === "teams" ? `<v ${turn.speaker}>${cue.text}</v>` : `${turn.speaker}: ${cue.text}`);
      out.push("");
    }
  }
  return out.join("\n");
}

/** Header lines as note-taker tools print them: the title first, then the rest as given. */
function headerBlock(call: CorpusCall, titlePrefix = ""): string[] {
  if (call.header.length === 0) return [];
  const [title = "", ...rest] = call.header;
  return [`${titlePrefix}${title}`, ...rest, ""];
}

function blocks(turns: TimedTurn[], render: (turn: TimedTurn) => string, separator: string): string {
  return turns.map(render).join(separator);
}

type ChatKind = "whatsapp_android" | "whatsapp_ios" | "teams_chat" | "slack_chat" | "clock_chat" | "slack_header";

/**
 * A chat app's stamp in one of the locales it writes: WhatsApp "18/11/2026, 19:42", "11/18/26, 7:42 PM"
 * (a narrow no-break space before PM in newer versions), "18.11.26, 19:42"; Teams "11/18/2026 7:42 PM" or
 * "18/11/2026 19:42"; Slack "7:42 PM"; a bare "19:42".
 */
function chatStamp(at: Date, kind: ChatKind, locale: number, seconds: boolean): string {
  const [d, m, y] = [at.getUTCDate(), at.getUTCMonth() + 1, at.getUTCFullYear()];
  const hours = at.getUTCHours();
  const minutes = `${pad(at.getUTCMinutes())}${seconds ? `:${pad(at.getUTCSeconds())}` : ""}`;
  const space = locale % 2 === 0 ? "\u202f" : " ";
  const twelve = `${hours % 12 || 12}:${minutes}${space}${hours < 12 ? "AM" : "PM"}`;
  const day = `${pad(hours)}:${minutes}`;
  if (kind === "slack_chat" || kind === "slack_header") return twelve;
  if (kind === "clock_chat") return day;
  if (kind === "teams_chat") return locale < 2 ? `${m}/${d}/${y} ${twelve}` : `${pad(d)}/${pad(m)}/${y} ${day}`;
  if (locale === 0 || locale === 1) return `${m}/${d}/${pad(y % 100)}, ${twelve}`;
  if (locale === 2) return `${pad(d)}.${pad(m)}.${pad(y % 100)}, ${day}`;
  return `${pad(d)}/${pad(m)}/${y}, ${day}`;
}

/**
 * A chat export: a turn is one message, several messages (one per sentence) or one message over several
 * lines; WhatsApp adds its encryption notice on top and a left-out photo. The stamps are a wall clock from
 * a random day and hour; only iOS writes seconds.
 */
function chat(turns: TimedTurn[], random: () => number, kind: ChatKind): string {
  const locale = Math.floor(random() * 4);
  const startedAt = Date.UTC(2026, Math.floor(random() * 12), 1 + Math.floor(random() * 28), 8 + Math.floor(random() * 14), Math.floor(random() * 60));
  const ios = kind === "whatsapp_ios";
  const line = (seconds: number, rest: string) => {
    const stamp = chatStamp(new Date(startedAt + seconds * 1000), kind, locale, ios);
    return kind === "whatsapp_android" ? `${stamp} - ${rest}` : `[${stamp}] ${rest}`;
  };
  if (kind === "slack_header") return namedHeaders(turns, random, (seconds) => chatStamp(new Date(startedAt + seconds * 1000), kind, locale, false));
  const out: string[] = [];
  if (kind === "whatsapp_android") out.push(line(0, "Messages and calls are end-to-end encrypted. No one outside of this chat, including WhatsApp, can read or listen to them. Tap to learn more."));
  if (ios) out.push(`\u200e${line(0, "Deal room: \u200eMessages and calls are end-to-end encrypted. No one outside of this chat, including WhatsApp, can read or listen to them.")}`);
  const photoAt = Math.floor(random() * turns.length);
  turns.forEach((turn, index) => {
    const shape = random();
    if (shape < 0.3 && turn.sentences.length > 1) {
      let words = 0;
      for (const sentence of turn.sentences) {
        out.push(line(turn.start + (words / turn.words) * (turn.end - turn.start), `${turn.speaker}: ${sentence}`));
        words += countWords(sentence);
      }
    } else if (shape < 0.5) out.push(line(turn.start, `${turn.speaker}: ${turn.sentences.join("\n")}`));
    else out.push(line(turn.start, `${turn.speaker}: ${turn.text}`));
    if (index === photoAt && kind.startsWith("whatsapp")) out.push(ios ? `\u200e${line(turn.end, `${turn.speaker}: \u200eimage omitted`)}` : line(turn.end, `${turn.speaker}: <Media omitted>`));
  });
  return [...out, ""].join("\n");
}

/**
 * Slack's "Name  7:42 PM" (LinkedIn and iMessage copies: "Name, 7:42 PM") with the words below; a turn
 * may go on as a second message under a time of its own.
 */
function namedHeaders(turns: TimedTurn[], random: () => number, stamp: (seconds: number) => string): string {
  const separator = random() < 0.5 ? "  " : ", ";
  const blocks = turns.map((turn) => {
    const lines = [`${turn.speaker}${separator}${stamp(turn.start)}`];
    const [first = "", ...more] = turn.sentences;
    lines.push(first);
    if (more.length > 0 && random() < 0.3) lines.push(stamp(turn.start + (countWords(first) / turn.words) * (turn.end - turn.start)));
    lines.push(...more);
    return lines.join("\n");
  });
  return [blocks.join("\n\n"), ""].join("\n");
}

export function renderCall(call: CorpusCall): { text: string; extension: RenderedExtension } {
  const random = seeded(call.id);
  const turns = timeTurns(call, random);
  const padded = random() < 0.5;
  const gap = random() < 0.5 ? "\n\n" : "\n";
  const transcriptLine = random() < 0.3 ? ["Transcript", ""] : [];
  const lines = (body: string, extra: string[] = []) => [...headerBlock(call), ...extra, body, ""].join("\n");

  switch (call.format) {
    case "name_colon":
    case "chat":
      return { text: lines(blocks(turns, (t) => `${t.speaker}: ${t.text}`, gap)), extension: "txt" };
    case "bracket_time_name":
      return { text: lines(blocks(turns, (t) => `[${hms(t.start)}] ${t.speaker}: ${t.text}`, gap)), extension: "txt" };
    case "zoom_vtt":
      return { text: subtitles(call, turns, random, "zoom"), extension: "vtt" };
    case "teams_vtt":
      return { text: subtitles(call, turns, random, "teams"), extension: "vtt" };
    case "srt":
      return { text: subtitles(call, turns, random, "srt"), extension: "srt" };
    case "otter": {
      const separator = random() < 0.7 ? "  " : " ";
      const footer = random() < 0.5 ? ["", "Transcribed by https://otter.ai"] : [];
      const body = blocks(turns, (t) => `${t.speaker}${separator}${short(t.start, padded)}\n${t.text}`, "\n\n");
      return { text: [...headerBlock(call), body, ...footer, ""].join("\n"), extension: "txt" };
    }
    case "fathom":
      return { text: lines(blocks(turns, (t) => `${short(t.start, padded)} - ${t.speaker}\n${t.text}`, "\n\n"), transcriptLine), extension: "txt" };
    case "markdown_heading": {
      const [title = "", ...rest] = call.header;
      const head = call.header.length > 0 ? [`# ${title}`, "", ...rest, ""] : [];
      const body = blocks(turns, (t) => `### ${t.speaker} - ${short(t.start, true)}\n${t.text}`, "\n\n");
      return { text: [...head, ...(random() < 0.5 ? ["## Transcript", ""] : []), body, ""].join("\n"), extension: "md" };
    }
    case "at_name":
      return { text: lines(blocks(turns, (t) => `@${t.speaker} [${short(t.start, padded)}]: ${t.text}`, gap)), extension: "txt" };
    case "speaker_time_lines":
      return { text: lines(blocks(turns, (t) => `${t.speaker}\n${short(t.start, true)}\n${t.text}`, "\n\n")), extension: "txt" };
    case "name_paren_time":
      return { text: lines(blocks(turns, (t) => `${t.speaker} (${hms(t.start)}): ${t.text}`, gap)), extension: "txt" };
    case "gong":
      return { text: lines(blocks(turns, (t) => `${t.speaker} | ${short(t.start, true)}\n${t.text}`, "\n\n")), extension: "txt" };
    case "google_meet": {
      // Meet stamps the time every five minutes, not per turn, and signs off with two footer lines.
      const [title = "Meeting"] = call.header;
      const attendees = [...new Set(turns.map((t) => t.speaker))].join(", ");
      const body: string[] = [];
      let nextStamp = 0;
      for (const t of turns) {
        if (t.start >= nextStamp) {
          body.push("", hms(nextStamp), "");
          nextStamp += 300;
        }
        body.push(`${t.speaker}: ${t.text}`);
      }
      const end = turns.at(-1)?.end ?? 0;
      const footer = ["", `Meeting ended after ${hms(end)}`, "", "This editable transcript was computer generated and might contain errors. People can also change the text after it was created."];
      return { text: [`${title} - Transcript`, "", "Attendees", attendees, "", "Transcript", ...body, ...footer, ""].join("\n"), extension: "txt" };
    }
    case "zoom_txt": {
      // A wall clock: the meeting started at some time of day.
      const startedAt = (8 + Math.floor(random() * 9)) * 3600 + Math.floor(random() * 60) * 60;
      return { text: [blocks(turns, (t) => `[${t.speaker}] ${hms(startedAt + t.start)}\n${t.text}`, "\n\n"), ""].join("\n"), extension: "txt" };
    }
    case "tab_separated":
      return { text: lines(blocks(turns, (t) => `${hms(t.start)}\t${t.speaker}\t${t.text}`, "\n")), extension: "txt" };
    case "avoma":
      return { text: lines(blocks(turns, (t) => `${t.speaker} · ${short(t.start, true)}\n${t.text}`, "\n\n")), extension: "txt" };
    case "chorus":
      return { text: lines(blocks(turns, (t) => `${short(t.start, padded)} ${t.speaker}\n${t.text}`, "\n\n")), extension: "txt" };
    case "whatsapp_android":
    case "whatsapp_ios":
    case "teams_chat":
    case "slack_chat":
    case "clock_chat":
    case "slack_header":
      return { text: chat(turns, random, call.format), extension: "txt" };
    case "fireflies":
      return { text: lines(blocks(turns, (t) => `${t.speaker} - ${hms(t.start)}\n${t.text}`, "\n\n"), transcriptLine), extension: "txt" };
  }
}
