import type { Utterance } from "@shared/utterance";
import type { BotUtterance } from "../../integrations/bot";

export interface BotTranscript {
  utterances: Utterance[];
  /** Display name per speaker number. */
  speakers: string[];
  content: string;
  durationSeconds: number;
}

/** Times this large are Unix epochs, not offsets from the call's start. */
const EPOCH_SECONDS = 1e8;

const clock = (seconds: number) => {
  const whole = Math.floor(seconds);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(Math.floor(whole / 3600))}:${pad(Math.floor((whole % 3600) / 60))}:${pad(whole % 60)}`;
};

/**
 * A provider's turns as the pipeline's utterances: speakers numbered from 0 in order of first
 * appearance by name, times in seconds from the first word, empty turns dropped. The content is the
 * same conversation as "[hh:mm:ss] Name: text" lines, the timestamped form the upload parser reads.
 */
export function toBotTranscript(turns: readonly BotUtterance[]): BotTranscript {
  const spoken = turns.filter((turn) => turn.text.trim()).sort((a, b) => a.start - b.start);
  const offset = spoken.length > 0 && spoken[0]!.start > EPOCH_SECONDS ? spoken[0]!.start : 0;
  const numbers = new Map<string, number>();
  const speakers: string[] = [];
  const utterances = spoken.map((turn) => {
    const name = turn.speaker.trim() || "Unknown speaker";
    let speaker = numbers.get(name);
    if (speaker === undefined) {
      speaker = speakers.length;
      numbers.set(name, speaker);
      speakers.push(name);
    }
    const start = Math.max(0, turn.start - offset);
    const end = Math.max(start, turn.end - offset);
    return { speaker, name, text: turn.text.trim().replace(/\s+/g, " "), start, end };
  });
  const content = utterances.map((u) => `[${clock(u.start)}] ${u.name}: ${u.text}`).join("\n");
  const durationSeconds = utterances.reduce((longest, u) => Math.max(longest, u.end), 0);
  return { utterances, speakers, content, durationSeconds };
}
