import { pathToFileURL } from "node:url";
import { parseTranscript, type ParsedTranscript } from "@server/ingest/index";
import { loadCorpus, type Split } from "./load";
import { renderCall } from "./render";
import { TRANSCRIPT_FORMATS, type CorpusCall } from "./schema";

/**
 * Ingestion accuracy on the corpus: each call is rendered into its export format, parsed back, and the
 * parsed speech compared with the labelled turns. `npx tsx tests/corpus/ingest-eval.ts` prints it for all calls
 * (`--every-format` renders each call in every format, `--split train,dev` keeps to those splits).
 */

export interface FormatIngestion {
  calls: number;
  /** Fraction of calls whose parsed speaker count equals the labelled one. */
  speakerCountCorrect: number;
  /** Fraction of gold words found in the parse and attributed to the right speaker. */
  sentenceAttribution: number;
  /** Header lines (title, date, attendees, notes) that turned up in the dialogue or as a speaker. */
  headerLeaks: number;
  /** Fraction of calls whose parsed length is within a factor of two (and a minute) of the rendered one:
   *  a wall clock read as minutes and seconds is off sixty times. */
  durationRight: number;
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
const tokens = (text: string) => normalise(text).split(" ").filter(Boolean);

// Parsed words may be extra (leaked headers) or missing; look this far ahead for the next gold word.
const ALIGN_WINDOW = 60;

/**
 * Gold words in order, each with its gold speaker, matched in order to parsed words with their parsed
 * speaker; then parsed speakers are paired one-to-one with gold speakers by how many words they share.
 */
function attribution(call: CorpusCall, parsed: ParsedTranscript): { correct: number; total: number } {
  const gold: Array<{ word: string; speaker: string }> = [];
  for (const turn of call.turns) for (const s of turn.sentences) for (const word of tokens(s.text)) gold.push({ word, speaker: turn.speaker });
  const mine: Array<{ word: string; speaker: number }> = [];
  for (const u of parsed.utterances) for (const word of tokens(u.text)) mine.push({ word, speaker: u.speaker });

  const pairs: Array<{ gold: string; mine: number }> = [];
  let at = 0;
  for (const g of gold) {
    const limit = Math.min(mine.length, at + ALIGN_WINDOW);
    for (let j = at; j < limit; j++) {
      const m = mine[j];
      if (m && m.word === g.word) {
        pairs.push({ gold: g.speaker, mine: m.speaker });
        at = j + 1;
        break;
      }
    }
  }
  const shared = new Map<string, number>();
  for (const p of pairs) shared.set(`${p.mine}\u0000${p.gold}`, (shared.get(`${p.mine}\u0000${p.gold}`) ?? 0) + 1);
  const mapping = new Map<number, string>();
  const taken = new Set<string>();
  for (const [key] of [...shared].sort((a, b) => b[1] - a[1])) {
    const [mineKey = "", goldKey = ""] = key.split("\u0000");
    const speaker = Number(mineKey);
    if (mapping.has(speaker) || taken.has(goldKey)) continue;
    mapping.set(speaker, goldKey);
    taken.add(goldKey);
  }
  const correct = pairs.filter((p) => mapping.get(p.mine) === p.gold).length;
  return { correct, total: gold.length };
}

/** A header line leaked when its words turn up in the parsed speech, or its label became a speaker. */
function headerLeaks(call: CorpusCall, parsed: ParsedTranscript): number {
  const dialogue = ` ${parsed.utterances.map((u) => normalise(`${u.name ?? ""} ${u.text}`)).join(" | ")} `;
  const speakers = new Set(parsed.speakers.map(normalise));
  const goldNames = new Set(call.speakers.map((s) => normalise(s.name)));
  let leaks = 0;
  for (const line of call.header) {
    const whole = normalise(line);
    const label = /^([^:]{1,40}):\s*(.*)$/.exec(line);
    const labelKey = label ? normalise(label[1] ?? "") : "";
    const rest = label ? normalise(label[2] ?? "") : "";
    const asSpeaker = labelKey !== "" && speakers.has(labelKey) && !goldNames.has(labelKey);
    const inText = (whole !== "" && dialogue.includes(` ${whole} `)) || (rest.split(" ").length >= 2 && dialogue.includes(` ${rest} `));
    if (asSpeaker || inText) leaks += 1;
  }
  return leaks;
}

/** About how long render.ts makes the call: 150 words a minute and a second's pause between turns. */
function renderedSeconds(call: CorpusCall): number {
  const words = call.turns.reduce((sum, turn) => sum + turn.sentences.reduce((n, s) => n + tokens(s.text).length, 0), 0);
  return words * 0.4 + call.turns.length;
}

/**
 * With `everyFormat`, each call is also rendered in every other export format: the parser is measured on
 * formats whose calls the corpus holds few of (Meet, Avoma, Chorus), on every kind of call.
 */
export function evaluateIngestion(corpus: CorpusCall[], options: { everyFormat?: boolean } = {}): Record<string, FormatIngestion> {
  const calls = options.everyFormat ? corpus.flatMap((call) => TRANSCRIPT_FORMATS.map((format) => ({ ...call, format }))) : corpus;
  const sums = new Map<string, { calls: number; speakersRight: number; correct: number; total: number; leaks: number; durationsRight: number }>();
  for (const call of calls) {
    const { text, extension } = renderCall(call);
    const parsed = parseTranscript(text, extension);
    const sum = sums.get(call.format) ?? { calls: 0, speakersRight: 0, correct: 0, total: 0, leaks: 0, durationsRight: 0 };
    const goldSpeakers = new Set(call.turns.map((t) => t.speaker)).size;
    const words = attribution(call, parsed);
    sum.calls += 1;
    if (parsed.speakers.length === goldSpeakers) sum.speakersRight += 1;
    sum.correct += words.correct;
    sum.total += words.total;
    sum.leaks += headerLeaks(call, parsed);
    const spoken = renderedSeconds(call);
    if (parsed.durationSeconds >= spoken / 2 - 60 && parsed.durationSeconds <= spoken * 2 + 60) sum.durationsRight += 1;
    sums.set(call.format, sum);
  }
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return Object.fromEntries(
    [...sums].sort(([a], [b]) => a.localeCompare(b)).map(([format, s]) => [
      format,
      {
        calls: s.calls,
        speakerCountCorrect: round(s.speakersRight / s.calls),
        sentenceAttribution: round(s.total === 0 ? 1 : s.correct / s.total),
        headerLeaks: s.leaks,
        durationRight: round(s.durationsRight / s.calls),
      },
    ]),
  );
}

/** `--split train,dev` measures only those splits, so ingestion can be tuned without reading the test calls. */
function chosenCalls(): CorpusCall[] {
  const at = process.argv.indexOf("--split");
  const names = at >= 0 ? (process.argv[at + 1] ?? "").split(",") : [];
  const splits = names.filter((name): name is Split => name === "train" || name === "dev" || name === "test");
  return splits.length > 0 ? splits.flatMap((split) => loadCorpus(split)) : loadCorpus();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(evaluateIngestion(chosenCalls(), { everyFormat: process.argv.includes("--every-format") }), null, 1));
}
