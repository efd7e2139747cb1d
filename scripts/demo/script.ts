import { REP_NAME } from "./prospects";

/** One spoken turn: who says it ("rep" or a buyer's name) and the words. */
export type Turn = [speaker: string, text: string];

export const rep = (text: string): Turn => ["rep", text];

/** Speaking rate for the timestamps, words per minute; a pause of 1–3 s between turns. */
const WORDS_PER_MINUTE = 155;

const stamp = (seconds: number) => {
  const s = Math.round(seconds);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `[${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}]`;
};

/**
 * The turns as a `[hh:mm:ss] Name: text` transcript, the format most meeting tools export. Times
 * follow each turn's word count, so talk time and monologue lengths come out realistic.
 */
export function toTranscript(turns: readonly Turn[], random: () => number): string {
  let at = 1 + Math.floor(random() * 3);
  return turns
    .map(([speaker, text]) => {
      const line = `${stamp(at)} ${speaker === "rep" ? REP_NAME : speaker}: ${text}`;
      at += (text.split(/\s+/).length * 60) / WORDS_PER_MINUTE + 1 + random() * 2;
      return line;
    })
    .join("\n");
}

/** A deterministic random source (mulberry32), so every run writes the same calls. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)]!;

/** `count` distinct items in random order. */
export function sample<T>(items: readonly T[], count: number, random: () => number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return chosen;
}
