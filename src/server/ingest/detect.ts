import { isChatExport, parseChatExport } from "./chat-export";
import { hasBoldLabels, parseMarkdown } from "./markdown";
import { parseLabelledLines } from "./labelled-lines";
import { countTimingLines } from "./subtitle-cues";
import { parseSubtitles } from "./subtitles";
import type { Segment, TranscriptFormat } from "./types";

export type Reader = "subtitles" | "chat" | "markdown" | "lines";

/**
 * The content decides, the extension only breaks ties: people rename .srt to .txt, paste WebVTT into
 * Word and save note-taker markdown as .txt.
 */
export function chooseReader(text: string, format?: TranscriptFormat): Reader {
  if (/^\s*WEBVTT(?=[ \t\n]|$)/.test(text.slice(0, 512))) return "subtitles";
  const subtitleHint = format === "vtt" || format === "srt";
  if (countTimingLines(text, 2) >= (subtitleHint ? 1 : 2)) return "subtitles";
  // Before markdown: chat messages carry *bold* and "**" as freely as any text.
  if (isChatExport(text)) return "chat";
  if (format === "md" || hasBoldLabels(text)) return "markdown";
  return "lines";
}

export function readSegments(text: string, format?: TranscriptFormat): Segment[] {
  switch (chooseReader(text, format)) {
    case "subtitles":
      return parseSubtitles(text);
    case "chat":
      return parseChatExport(text);
    case "markdown":
      return parseMarkdown(text);
    case "lines":
      return parseLabelledLines(text);
  }
}
