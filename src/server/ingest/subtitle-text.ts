/**
 * Cue payload clean-up: WebVTT voice spans ("<v Jane Doe>", "<v.loud Jane>"), styling tags (<i>, <b>,
 * <c.yellow>, <00:00:01.500> karaoke times, SRT's <font>), SSA overrides ("{\an8}") and HTML entities.
 */

export interface VoiceSpan {
  voice?: string;
  text: string;
}

const VOICE_OPEN = /<v(?:\.[^\s>]*)?(?:\s+([^>]*))?>/gi;
const TAG = /<\/?(?:[a-z][\w.-]*|\d{1,2}:[\d:.]+)[^<>]*>/gi;
const SSA_OVERRIDE = /\{\\[^{}]*\}/g;
const ENTITY = /&(?:#(\d{1,7})|#x([\da-f]{1,6})|(amp|lt|gt|quot|apos|nbsp|lrm|rlm));/gi;
const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", lrm: "", rlm: "" };

function decodeEntity(whole: string, decimal?: string, hex?: string, name?: string): string {
  if (name) return NAMED[name.toLowerCase()] ?? whole;
  const code = decimal ? Number(decimal) : parseInt(hex ?? "", 16);
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
}

/** Tags out, entities decoded, caption speaker-change marks (">>") dropped. */
export function cleanCueLine(line: string): string {
  // Most cue lines carry no markup at all; skip four regex passes for them.
  if (!/[<{&>]/.test(line)) return line.trim();
  return line
    .replace(TAG, "")
    .replace(SSA_OVERRIDE, "")
    .replace(ENTITY, decodeEntity)
    .replace(/^\s*>>\s*/, "")
    .trim();
}

/** Splits a payload at each "<v Name>"; text before the first voice has none. */
export function splitVoiceSpans(payload: string): VoiceSpan[] {
  if (!payload.includes("<")) return payload.trim() === "" ? [] : [{ text: payload }];
  const spans: VoiceSpan[] = [];
  let voice: string | undefined;
  let from = 0;
  VOICE_OPEN.lastIndex = 0;
  for (let match = VOICE_OPEN.exec(payload); match; match = VOICE_OPEN.exec(payload)) {
    spans.push({ voice, text: payload.slice(from, match.index) });
    voice = match[1]?.trim() || undefined;
    from = match.index + match[0].length;
  }
  spans.push({ voice, text: payload.slice(from) });
  return spans.filter((span) => span.text.replace(TAG, "").trim() !== "");
}
