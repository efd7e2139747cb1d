import type { SpeakerMapping } from "@shared/analysis";
import type { Utterance } from "@shared/utterance";

/** Seconds as mm:ss, the transcript timestamps of SPEC §2 (minutes keep counting past the hour). */
export function formatTimestamp(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  const minutes = String(Math.floor(seconds / 60)).padStart(2, "0");
  return `${minutes}:${String(seconds % 60).padStart(2, "0")}`;
}

/** The mapping's name wins (the user may have corrected it), then the name read from the file. */
function speakerName(utterance: Utterance, mapping: SpeakerMapping): string {
  const mapped = mapping[String(utterance.speaker)]?.name.trim();
  return mapped || utterance.name?.trim() || `Speaker ${utterance.speaker + 1}`;
}

/**
 * The downloadable text: one line per utterance, "[01:23] Dana Reyes: text". A transcript that was
 * not split into utterances is given back as its raw content.
 */
export function transcriptToText(
  transcript: { content: string; diarizationData: Utterance[] },
  mapping: SpeakerMapping,
): string {
  if (transcript.diarizationData.length === 0) return transcript.content;
  const lines = transcript.diarizationData.map((utterance) => {
    const time = utterance.start === undefined ? "" : `[${formatTimestamp(utterance.start)}] `;
    return `${time}${speakerName(utterance, mapping)}: ${utterance.text}`;
  });
  return `${lines.join("\n")}\n`;
}

// Characters that Windows, macOS or Linux refuse in file names, plus control characters.
// eslint-disable-next-line no-control-regex
const UNSAFE_FILE_NAME_CHARS = /[\u0000-\u001f\u007f<>:"/\\|?*]+/g;

/** "Acme discovery call" → "Acme discovery call.txt"; unsafe characters become "-". */
export function transcriptFileName(title: string): string {
  const safe = title.replace(UNSAFE_FILE_NAME_CHARS, "-").replace(/\s+/g, " ").trim().replace(/^\.+/, "");
  return `${safe.slice(0, 120) || "transcript"}.txt`;
}
