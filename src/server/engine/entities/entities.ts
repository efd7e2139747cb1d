import type { NamedEntity } from "@shared/analysis";
import type { Call } from "../call/call";
import { numericEntities } from "./numeric";
import { peopleAndOrganizations } from "./people-and-organizations";
import { capitalisedSpans } from "./spans";

/** A speaker label that is a person's name ("Rachel Torres"), not a role ("Sales Rep", "Speaker 2"). */
const PERSON_LABEL = /^\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’.-]+)+$/u;
const ROLE_LABEL = /^(?:sales|participant|speaker|rep|host|guest|customer|prospect|agent|interviewer|moderator)\b/iu;
/** Enough for any screen; a pathological transcript cannot grow the list without bound. */
const LIMIT = 300;

/**
 * Named entities in Gladia's shape: the speakers' names and the people named in the call as NAME, then
 * ORGANIZATION, MONEY, DATE and PERCENT, each text once per type (case-insensitively). A lone first name that
 * is the start of a full name already listed ("Greg" beside "Greg Lindqvist") is not repeated. Money, dates
 * and percentages are read in English only.
 */
export function namedEntities(call: Call): NamedEntity[] {
  const speakers = [...call.names]
    .sort(([a], [b]) => a - b)
    .map(([, name]) => name)
    .filter((name) => PERSON_LABEL.test(name) && !ROLE_LABEL.test(name))
    .map((name): NamedEntity => ({ entity_type: "NAME", text: name }));
  // Names read the same in any language; wink's figures and dates are English only.
  const spoken = [
    ...peopleAndOrganizations(call.sentences.flatMap(capitalisedSpans)),
    ...(call.language === "en" ? numericEntities(call.sentences) : []),
  ];
  const all = [...speakers, ...spoken];
  const fullNames = all.filter((entity) => entity.entity_type === "NAME" && entity.text.includes(" ")).map((entity) => entity.text.toLowerCase());
  const seen = new Set<string>();
  const unique: NamedEntity[] = [];
  for (const entity of all) {
    const lower = entity.text.toLowerCase();
    const key = `${entity.entity_type}:${lower}`;
    if (seen.has(key) || !entity.text.trim()) continue;
    if (entity.entity_type === "NAME" && !lower.includes(" ") && fullNames.some((full) => full.startsWith(`${lower} `))) continue;
    seen.add(key);
    unique.push(entity);
    if (unique.length >= LIMIT) break;
  }
  return unique;
}
