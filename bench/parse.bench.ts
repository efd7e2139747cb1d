import { formatTimestamp, parseTranscript, type TranscriptFormat } from "../src/server/ingest/index";

/**
 * Parse time of a 60-minute, two-speaker call (~9,000 words, 150 words per minute) in every text format
 * the upload accepts. Target: median ≤ 20 ms per format. Run: `npx tsx bench/parse.bench.ts`.
 */

const CALL_SECONDS = 60 * 60;
const TARGET_WORDS = 9000;
const WARM_UP = 5;
const ITERATIONS = 30;
const TARGET_MS = 20;
const SPEAKERS = ["Dana Whitfield", "Marcus Lee"];
const VOCABULARY = (
  "so we looked at the pipeline numbers for the quarter and honestly the team is behind on onboarding " +
  "what would it take to get your sales reps ramped faster could you walk me through the current process " +
  "budget approval usually goes through our finance lead and the timeline depends on the pilot results " +
  "that makes sense we have seen similar challenges with other customers in your space"
).split(" ");

interface Turn {
  speaker: number;
  words: string[];
  start: number;
  end: number;
}

/** Deterministic pseudo-random numbers, so every run parses the same call. */
function lcg(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

function generateCall(): Turn[] {
  const random = lcg(42);
  const turns: Turn[] = [];
  const secondsPerWord = CALL_SECONDS / TARGET_WORDS;
  let spoken = 0;
  let speaker = 0;
  while (spoken < TARGET_WORDS) {
    const length = Math.min(TARGET_WORDS - spoken, 5 + Math.floor(random() * 55));
    const words = Array.from({ length }, () => VOCABULARY[Math.floor(random() * VOCABULARY.length)] ?? "so");
    const first = words[0] ?? "so";
    words[0] = first.charAt(0).toUpperCase() + first.slice(1);
    words[length - 1] = `${words[length - 1] ?? ""}.`;
    turns.push({ speaker, words, start: spoken * secondsPerWord, end: (spoken + length) * secondsPerWord });
    spoken += length;
    speaker = random() < 0.85 ? 1 - speaker : speaker;
  }
  return turns;
}

const clock = (seconds: number, separator: "." | ",") => {
  const whole = Math.floor(seconds);
  const hh = String(Math.floor(whole / 3600)).padStart(2, "0");
  const mm = String(Math.floor((whole % 3600) / 60)).padStart(2, "0");
  const ss = String(whole % 60).padStart(2, "0");
  const ms = String(Math.round((seconds - whole) * 1000) % 1000).padStart(3, "0");
  return `${hh}:${mm}:${ss}${separator}${ms}`;
};

/** Subtitle tools cut turns into cues of about a dozen words. */
function cues(turns: Turn[]): Array<{ turn: Turn; text: string; start: number; end: number }> {
  return turns.flatMap((turn) => {
    const pieces: Array<{ turn: Turn; text: string; start: number; end: number }> = [];
    const perWord = (turn.end - turn.start) / turn.words.length;
    for (let at = 0; at < turn.words.length; at += 12) {
      const words = turn.words.slice(at, at + 12);
      pieces.push({ turn, text: words.join(" "), start: turn.start + at * perWord, end: turn.start + (at + words.length) * perWord });
    }
    return pieces;
  });
}

const name = (turn: Turn) => SPEAKERS[turn.speaker] ?? "";

function renderAll(turns: Turn[]): Record<string, { text: string; format: TranscriptFormat }> {
  const subtitleCues = cues(turns);
  return {
    txtLabelled: { format: "txt", text: turns.map((t) => `${name(t)}: ${t.words.join(" ")}`).join("\n") },
    txtTimestamped: {
      format: "txt",
      text: turns.map((t) => `[${clock(t.start, ".").slice(0, 8)}] ${name(t)}: ${t.words.join(" ")}`).join("\n"),
    },
    otter: { format: "txt", text: turns.map((t) => `${name(t)}  ${formatTimestamp(t.start)}\n${t.words.join(" ")}\n`).join("\n") },
    vttZoom: {
      format: "vtt",
      text: `WEBVTT\n\n${subtitleCues
        .map((c, i) => `${i + 1}\n${clock(c.start, ".")} --> ${clock(c.end, ".")}\n${name(c.turn)}: ${c.text}\n`)
        .join("\n")}`,
    },
    vttTeams: {
      format: "vtt",
      text: `WEBVTT\n\n${subtitleCues
        .map((c, i) => `5d1c2b7e-3f4a-4b8e-9c0d-1e2f3a4b5c6d/${i + 10}-0\n${clock(c.start, ".")} --> ${clock(c.end, ".")}\n<v ${name(c.turn)}>${c.text}</v>\n`)
        .join("\n")}`,
    },
    srt: {
      format: "srt",
      text: subtitleCues
        .map((c, i) => `${i + 1}\n${clock(c.start, ",")} --> ${clock(c.end, ",")}\n${name(c.turn)}: ${c.text}\n`)
        .join("\n"),
    },
    md: { format: "md", text: `# Call notes\n\n${turns.map((t) => `**${name(t)}:** ${t.words.join(" ")}`).join("\n\n")}\n` },
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return Math.round(value * 100) / 100;
}

export async function run(): Promise<Record<string, unknown>> {
  const turns = generateCall();
  const medianMs: Record<string, number> = {};
  const utterances: Record<string, number> = {};
  for (const [label, { text, format }] of Object.entries(renderAll(turns))) {
    for (let i = 0; i < WARM_UP; i++) parseTranscript(text, format);
    const times: number[] = [];
    for (let i = 0; i < ITERATIONS; i++) {
      const started = performance.now();
      const parsed = parseTranscript(text, format);
      times.push(performance.now() - started);
      utterances[label] = parsed.utterances.length;
    }
    medianMs[label] = median(times);
  }
  return {
    benchmark: "transcript parse",
    words: turns.reduce((sum, turn) => sum + turn.words.length, 0),
    turns: turns.length,
    callMinutes: CALL_SECONDS / 60,
    iterations: ITERATIONS,
    targetMs: TARGET_MS,
    medianMs,
    utterances,
    withinTarget: Object.values(medianMs).every((ms) => ms <= TARGET_MS),
    node: process.version,
  };
}

const invokedAs = process.argv[1]?.split(/[\\/]/).pop();
if (invokedAs && import.meta.url.endsWith(invokedAs)) {
  console.log(JSON.stringify(await run(), null, 2));
}
