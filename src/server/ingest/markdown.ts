import { isPlausibleLabel, isSectionTitle, looksLikeName } from "./labels";
import { parseLabelledLines } from "./labelled-lines";
import { splitNameTime } from "./otter";
import type { Segment } from "./types";

/**
 * Note-taker markdown: "**Jane:** text", "**Jane**: text", "- **Jane (00:01:23):** text", "__Jane:__".
 * The markup is peeled off so the line reader sees "Jane: text"; a bold label is a deliberate speaker
 * mark, so it is believed even when that person spoke only once.
 */

const HEADING = /^#{1,6}(?:\s|$)/;
const RULE = /^(?:[-*_]\s*){3,}$/;
const QUOTE_OR_BULLET = /^(?:>\s?)*(?:[-*+]\s+|\d{1,3}[.)]\s+)?/;
// Optional time, then bold/underlined text, then the rest of the line.
const BOLD_LEAD = /^((?:[[(]?\d{1,2}:\d{2}(?::\d{2})?(?:[.,]\d{1,3})?[\])]?\s*(?:[-–|]\s*)?)?)(\*\*|__)(.{1,80}?)\2\s*(.*)$/;
// Bold and underline markers anywhere; single-star italics only around words, so "5 * 3" survives.
const EMPHASIS = /\*\*|__|(?<=^|[\s(])\*(?=\S)|(?<=\S)\*(?=$|[\s.,;:!?)])/g;

/** True when the text carries at least one bold speaker label, whatever its extension. */
export function hasBoldLabels(text: string): boolean {
  return /^[ \t>]*(?:[-*+][ \t]+)?(?:\S+[ \t]+)?(\*\*|__)[^*_\n]{1,80}(?::\1|\1[ \t]*:)/m.test(text);
}

function unwrapLine(raw: string, strong: Set<string>): string {
  const line = raw.trim().replace(QUOTE_OR_BULLET, "");
  // "### Jane Doe - 01:09" heads a turn; any other heading is a title or section name.
  if (HEADING.test(line)) {
    const content = line.replace(/^#+\s*/, "").replace(EMPHASIS, "");
    const header = splitNameTime(content);
    // A notes section title is kept, so the line reader knows the dialogue has paused.
    if (!header || header.rest !== "" || !looksLikeName(header.name)) return isSectionTitle(content) ? content : "";
    strong.add(header.name);
    return content;
  }
  if (RULE.test(line)) return "";
  const bold = BOLD_LEAD.exec(line);
  if (!bold) return line.replace(EMPHASIS, "");
  const [, time = "", , inner = "", after = ""] = bold;
  const innerLabel = /^(.*?)\s*:$/.exec(inner.trim());
  const afterColon = /^:\s*/.exec(after);
  const label = innerLabel?.[1] ?? (afterColon ? inner.trim() : undefined);
  if (label === undefined) return line.replace(EMPHASIS, "");
  const text = (afterColon ? after.slice(afterColon[0].length) : after).replace(EMPHASIS, "");
  // The label may itself carry a time ("Jane (00:01:23)"); the line reader handles that shape.
  const name = label.replace(/\s*[[(]?\d{1,2}:\d{2}(?::\d{2})?(?:[.,]\d{1,3})?[\])]?$/, "");
  // Section titles are bold too ("**Key takeaways:**"); only name-shaped labels are speakers at sight.
  if (isPlausibleLabel(name) && looksLikeName(name)) strong.add(name);
  return `${time.trim()} ${label}: ${text}`.trim();
}

export function parseMarkdown(text: string): Segment[] {
  const strong = new Set<string>();
  const plain = text
    .split("\n")
    .map((line) => unwrapLine(line, strong))
    .join("\n");
  return parseLabelledLines(plain, strong);
}
