import type { Utterance } from "@shared/utterance";
import { firstNameIndex } from "./names";

const NAME = String.raw`(\p{Lu}[\p{L}'’-]+)`;
/** "with me is Ben", "joining me today is Priya", "my colleague Sam". */
const INTRODUCED = new RegExp(
  String.raw`(?:with me (?:today )?(?:is|are)|joining me (?:today )?(?:is|are)|i(?:'ve| have) brought(?: along)?|my (?:colleague|teammate))\s+${NAME}`,
  "giu",
);
/** "Ben Adeyemi, one of our solutions engineers". */
const INTRODUCED_BY_ROLE = new RegExp(
  String.raw`${NAME}(?:\s+\p{Lu}[\p{L}'’-]+)?,?\s+(?:is\s+)?(?:one of\s+)?our\s+(?:solutions?|sales|implementation|onboarding|customer success|product|technical)\s+(?:engineers?|architects?|managers?|leads?|specialists?|consultants?)`,
  "gu",
);

/**
 * Speakers the rep introduces as colleagues (a solutions engineer, a manager). They sell alongside the rep,
 * so what they say is not customer evidence, and their answers to objections count as the seller's answers.
 * Talk-time metrics still follow the speaker mapping exactly; only the rules use this wider "seller side".
 */
export function introducedTeammates(
  utterances: readonly Utterance[],
  reps: ReadonlySet<number>,
  names: ReadonlyMap<number, string>,
): Set<number> {
  const byFirstName = firstNameIndex(names);
  const teammates = new Set<number>();
  for (const utterance of utterances) {
    if (!reps.has(utterance.speaker) || utterance.text.length > 20_000) continue;
    for (const pattern of [INTRODUCED, INTRODUCED_BY_ROLE]) {
      for (const match of utterance.text.matchAll(pattern)) {
        // The name must start with a capital: the "i" flag of INTRODUCED would accept any word.
        const name = match[1];
        if (!name || name[0] === name[0]?.toLowerCase()) continue;
        const speaker = byFirstName.get(name.toLowerCase());
        if (speaker !== undefined && !reps.has(speaker)) teammates.add(speaker);
      }
    }
  }
  return teammates;
}
