import type { Call } from "../call/call";
import { cue, matchesAffirmed } from "../rules/cues";
import { MONEY, NUMBER, PERCENT, RATE } from "../rules/numbers";
import { customerTurns, keepStrongest, type Evidence, type Finding } from "./evidence";

/**
 * Problems, the cost of the status quo and frustration, in business words. Everyday complaints ("my legs are
 * destroyed", "the cat was furious") are deliberately absent: pain is about how the work goes.
 */
export const PAIN = cue(
  "painful", "pain(?: point)?", "the problem", "a problem", "problems", String.raw`struggl\w*`, String.raw`frustrat\w*`,
  "drives? me (?:nuts|crazy)", "killing us", "(?:is|was) a mess", "nightmare", "on fire", "broken", "breaks?",
  "keeps? me up at night", "burn(?:ed|t)? out", "burnout", "drowning", "can't find", "nobody (?:knows|trusts|trusted|reads|tells|logged)",
  "by hand", "manual(?:ly)?", "(?:in|on|off|from|with) (?:a |the |excel |shared )?spreadsheets?", "in excel", "and a whiteboard", "re-?keying", "keying", String.raw`redo(?:ing)?`,
  String.raw`rebuild(?:ing)?`, "rework", "waste", String.raw`overbill\w*`, "miss(?:ing|ed)? (?:stuff|discounts|early-payment|deadlines)",
  "late-payment", "penalt(?:y|ies)", "chargebacks?", "doubled", "spiked", "unpredictable", "complaints?",
  String.raw`escalat\w*`, "slow(?:est)?", "takes? (?:too long|forever|a week|weeks)", "hates?", "(?:isn't|not) working",
  "worse", "angry", "exhausted", "stretched", "overtime", "turnover",
  String.raw`lost (?:\w+ )?(?:nurses|customers|staff|people|deals|money|revenue)`, "claw(?:ed)? (?:it |some of it )?back",
  "not great", "gave up", "fell through", "died", "alert noise", "noisy", "paged at night", "getting paged",
  String.raw`\w+ pages (?:last|a|per|every) (?:week|night|day|month)`, String.raw`replacing (?:\w+ ){0,2}tools`,
  `sav(?:e|ing|ings of) (?:about |around |roughly |over )?(?:[$]|${NUMBER})`,
  "problema", "duele", String.raw`nos está comiendo`, "se echa a perder", "se pierde", "no hay control", "pagamos dos",
);
const QUANTIFIED = cue(...MONEY, ...PERCENT, ...RATE, `${NUMBER} (?:\\w+ )?(?:hours|days|weeks|months|times)`);

/**
 * Identify pain: the customer describes what is going wrong. Each sentence that does is clear evidence, and
 * decisive when it also carries a figure ("they found we'd been overbilled on about six percent").
 */
export function findPain(call: Call): Finding {
  const evidence: Evidence[] = [];
  for (const turn of customerTurns(call)) {
    for (const sentence of turn.sentences) {
      if (!matchesAffirmed(PAIN, sentence.lower)) continue;
      evidence.push({ sentence, points: QUANTIFIED.test(sentence.lower) ? 3 : 2 });
    }
  }
  return { evidence: keepStrongest(evidence) };
}
