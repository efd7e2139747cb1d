import { countLabel, labelKey, newTally, splitInlineLabel, trustedLabels } from "./labels";
import { readCues } from "./subtitle-cues";
import { cleanCueLine, splitVoiceSpans } from "./subtitle-text";
import type { Segment } from "./types";

/**
 * WebVTT and SRT: Teams names speakers with voice spans, Zoom writes "Name: text" as the cue text,
 * plain subtitles name nobody. Each cue keeps its own start and end.
 */

// Every field always present: one object shape keeps V8 on its fast path over thousands of cues.
interface Piece {
  cue: number;
  start: number;
  end: number;
  voice: string | undefined;
  label: string | undefined;
  /** labelKey of the voice or label, computed once. */
  key: string | undefined;
  text: string;
  line: string;
}

function piecesOf(text: string): Piece[] {
  const pieces: Piece[] = [];
  const cues = readCues(text);
  for (let cue = 0; cue < cues.length; cue++) {
    const { start, end, lines: payload } = cues[cue] as (typeof cues)[number];
    for (const span of splitVoiceSpans(payload.length === 1 ? (payload[0] ?? "") : payload.join("\n"))) {
      const lines = span.text.split("\n").map(cleanCueLine).filter(Boolean);
      if (span.voice) {
        const joined = lines.join(" ");
        pieces.push({ cue, start, end, voice: span.voice, label: undefined, key: labelKey(span.voice), text: joined, line: joined });
        continue;
      }
      for (const line of lines) {
        const label = splitInlineLabel(line);
        const key = label ? labelKey(label.name) : undefined;
        pieces.push({ cue, start, end, voice: undefined, label: label?.name, key, text: label ? label.rest : line, line });
      }
    }
  }
  return pieces;
}

export function parseSubtitles(text: string): Segment[] {
  const pieces = piecesOf(text);
  const tally = newTally();
  for (const piece of pieces) {
    if (piece.voice && piece.key) tally.strong.add(piece.key);
    else tally.contentLines += 1;
    if (piece.label) countLabel(tally, piece.label);
  }
  const trusted = trustedLabels(tally);

  const segments: Segment[] = [];
  let previous: Piece | undefined;
  for (const piece of pieces) {
    const label = piece.voice ?? (piece.label && piece.key && trusted.has(piece.key) ? piece.label : undefined);
    const last = segments.at(-1);
    // An unlabelled second line of the same cue continues whoever the first line named.
    if (!label && last && previous?.cue === piece.cue) {
      last.text += ` ${piece.line}`;
    } else {
      const words = label ? piece.text : piece.line;
      segments.push({ label: label ?? null, text: words, start: piece.start, end: piece.end, fromCue: true });
    }
    previous = piece;
  }
  return segments;
}
