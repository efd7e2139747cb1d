/**
 * Speaker labels ("Jane Doe: hello"). A label is short, sits at the start of a line and must repeat across
 * the file before it is believed, so "Note: ..." in prose, "https://..." and "at 10:30 we" stay text.
 */

const MAX_LABEL_CHARS = 40;
const MAX_LABEL_WORDS = 4;

// Letters (any script), digits, and the punctuation real names, "Dr. O'Neil-Smith (Acme)" and a quoted
// nickname ('Finnegan "Finn" Ashdown') carry.
export const NAME_CHARS = String.raw`[\p{L}\p{N}][\p{L}\p{M}\p{N} .'’"“”\-&()@_/]{0,60}?`;
const INLINE_LABEL = new RegExp(String.raw`^(${NAME_CHARS})\s*:(?:\s+|$)`, "u");

// Words that open a line with a colon in notes and prose without anybody speaking them.
const NOT_SPEAKERS = new Set([
  "note", "notes", "nb", "n.b.", "ps", "p.s.", "summary", "agenda", "date", "time", "duration",
  "location", "subject", "title", "topic", "attendees", "participants", "meeting", "keywords",
  "summary keywords", "action items", "action item", "next steps", "transcript", "recording", "source",
  "link", "url", "email", "phone", "tel", "re", "fwd", "cc", "bcc", "to", "from", "warning", "important",
  "example", "edit", "update", "tip", "tips", "objective", "goal", "goals", "http", "https", "ftp", "mailto",
  "key takeaways", "takeaways", "call notes", "meeting notes", "chapters", "outline", "follow-ups",
  "follow-up items", "questions", "ai summary", "meeting summary", "short summary", "detailed summary", "highlights", "decisions", "overview", "outcome", "outcomes", "background",
]);

/**
 * A line that is only a notes-section title ("Action items", "## Next steps", "**Summary:**"): what
 * follows it is the note-taker's notes, not the last speaker's words.
 */
export function isSectionTitle(line: string): boolean {
  const bare = line.replace(/^#{1,6}\s*/, "").replace(/\*\*|__/g, "").replace(/\s*:\s*$/, "");
  return bare.length > 0 && bare.length <= 30 && NOT_SPEAKERS.has(labelKey(bare));
}

const GENERIC_SPEAKER = /^(?:speaker|spk|unknown speaker|unknown|participant|person|voice)(?:[\s_-]*(?:\d{1,3}|[a-z]))?$/i;
const NAME_PARTICLES = new Set(["de", "da", "di", "van", "von", "der", "den", "la", "le", "du", "bin", "al", "y"]);

export function labelKey(name: string): string {
  return name.trim().replace(/\s+/g, " ").toLowerCase();
}

/** "Speaker 1", "SPEAKER_02", "Unknown Speaker": they tell speakers apart but name nobody. */
export function isGenericSpeaker(name: string): boolean {
  return GENERIC_SPEAKER.test(name.trim());
}

/**
 * A company or role in brackets after a name ("Owen (Cedar & Co Decks)", "Ana (CFO)") says who they are, not
 * more name. Only up to four capitalised words or acronyms count as one: "Budget (approved by the CFO last
 * week):" in notes stays text.
 */
const AFFILIATION = /\s*\((?:[\p{Lu}\p{N}&][\p{L}\p{N}&.'’-]*)(?:\s+(?:[\p{Lu}\p{N}&][\p{L}\p{N}&.'’-]*|&)){0,3}\)\s*$/u;
const withoutAffiliation = (name: string) => name.replace(AFFILIATION, "").trim() || name.trim();

/** Shape alone: short, a few words, not a number, not a known non-speaker heading. */
export function isPlausibleLabel(name: string): boolean {
  const trimmed = name.trim();
  if (trimmed.length === 0 || trimmed.length > MAX_LABEL_CHARS) return false;
  if (/^[\d\s.()-]+$/.test(trimmed)) return false;
  const words = withoutAffiliation(trimmed).split(/\s+/);
  return words.length <= MAX_LABEL_WORDS && !NOT_SPEAKERS.has(labelKey(trimmed));
}

/** Capitalised words ("Jane Doe", "Dr. Ana de la Cruz") or a generic "Speaker 2": safe to believe once. */
export function looksLikeName(name: string): boolean {
  if (isGenericSpeaker(name)) return true;
  return withoutAffiliation(name)
    .split(/\s+/)
    .every((word) => /^[("“]?[\p{Lu}\p{Lt}\p{N}]/u.test(word) || NAME_PARTICLES.has(word.toLowerCase()));
}

/** "Name: text" at the start of a line, or undefined. `rest` may be "" when the text follows below. */
export function splitInlineLabel(line: string): { name: string; rest: string } | undefined {
  const match = INLINE_LABEL.exec(line);
  const name = match?.[1]?.trim();
  if (!match || !name || !isPlausibleLabel(name)) return undefined;
  return { name, rest: line.slice(match[0].length) };
}

export interface LabelTally {
  /** label key → how often it opened a line, and the first spelling seen. */
  counts: Map<string, { count: number; display: string }>;
  /** Names the format marks as speakers beyond doubt (WebVTT voices, bold markdown labels). */
  strong: Set<string>;
  /** Non-blank lines (or cues) in the file, to judge how much of it is labelled. */
  contentLines: number;
}

export function newTally(): LabelTally {
  return { counts: new Map(), strong: new Set(), contentLines: 0 };
}

export function countLabel(tally: LabelTally, name: string): void {
  const key = labelKey(name);
  const entry = tally.counts.get(key);
  if (entry) entry.count += 1;
  else tally.counts.set(key, { count: 1, display: name.trim() });
}

/**
 * Which label keys to treat as speakers. A label seen twice is a pattern, and so is "Speaker 2"; once the file is known to be
 * labelled, a name-shaped label seen once (someone who spoke a single time) is believed too. A file of
 * one-off labels is believed only when they are name-shaped and make up half its lines ("A: hi / B: hey").
 */
export function trustedLabels(tally: LabelTally): Set<string> {
  const trusted = new Set<string>(tally.strong);
  // "Speaker 2:" means nothing else, so it needs no repetition.
  for (const [key, { count, display }] of tally.counts) if (count >= 2 || isGenericSpeaker(display)) trusted.add(key);

  const nameShaped = [...tally.counts].filter(([, { display }]) => looksLikeName(display));
  const labelledLines = nameShaped.reduce((sum, [, { count }]) => sum + count, 0);
  const shortDialogue = nameShaped.length >= 2 && labelledLines * 2 >= tally.contentLines;
  if (trusted.size > 0 || shortDialogue) for (const [key] of nameShaped) trusted.add(key);
  return trusted;
}
