import type { Call } from "../call/call";
import { cue, matchesAffirmed } from "../rules/cues";
import { customerTurns, type Evidence, type Finding } from "./evidence";

const MONTH = "(?:january|february|march|april|may|june|july|august|september|october|november|december|q[1-4])";

/** A named step of buying: security review, procurement, legal, a pilot, the budget round. */
const STEP = cue(
  "security (?:review|questionnaire|team|assessment|overview)", "questionnaire", "procurement", "legal", "contracting",
  "contract", "msa", "dpa", "redlines?", "po", "purchase order", "vendor onboarding", "business case",
  "exec(?:utive)? meeting", "board (?:meeting|approval)", "budget (?:cycle|planning|round|process|approval|review)",
  "planning (?:round|cycle|process)", "fiscal year", "trial", "pilot", "proof of concept", "poc", "references?",
  "shortlist", "rfp", "approval (?:process|chain)", "exception process", "piloto", "revisamos resultados",
);
/** When it happens: a signature date, a budget that locks, a renewal date. */
const TIMELINE = cue(
  `sign(?:ed)? (?:by|before)`, "signature by", "deadline", "locks?", "locked", "go-?live", "live (?:before|by)",
  "(?:renewal|contract) (?:is|ends|expires|renews)", `ends (?:on )?${MONTH}`, `by (?:the )?end of ${MONTH}`,
  String.raw`(?:sign|decide|decision|approv\w*|present|contract|renewal|live|launch|starts?|implement\w*|planning)(?: \w+){0,6} (?:in|by|on|before) ${MONTH}`,
  String.raw`${MONTH} \d{1,2}(?:st|nd|rd|th)?`, String.raw`the \d{1,2}(?:st|nd|rd|th)`, `until ${MONTH}`,
  String.raw`(?:close|closes|closing)(?: \w+){0,3} on`, String.raw`fiscal '?\d\d`, String.raw`fy ?\d\d`, "cut-?off", "year-end", "(?:en|para) (?:diciembre|enero|febrero|marzo)",
);
/** Who it goes through: "it goes to our CFO", "I need to run this by my boss". */
const APPROVAL = cue(
  "goes to", "go to (?:our|the|my)", "run (?:this|it) by", "bring (?:it|this) to", "take (?:it|this) to",
  "present (?:it |this )?to", "signs? off on", String.raw`(?:needs?|requires?|gets?|get his|get her|final) approval`,
  "approval (?:process|chain|from)", "(?:is|was|gets|got) approved", "(?:will|would|must|has to|have to) approve",
  "approves? (?:it|this|the|anything|purchases)", "make the case", "le presento", "lo aprueba",
  "lo tiene que aprobar",
);
const SEQUENCE = cue("first", "then", "after that", "once", "next", "before", "primero", "luego", String.raw`después`, "si todo sale bien");
/** The customer says there is no process yet. */
const NO_PROCESS = cue("haven't thought about the process", "no process", "don't know (?:the|our) process");

const GROUPS = [STEP, TIMELINE, APPROVAL] as const;

/**
 * Decision process: the steps, approvals and dates between now and a signature. Each customer sentence
 * scores one point per kind of information it gives (a step, a date, an approval), plus one for putting
 * steps in order. Yes needs at least five points covering two kinds, one of them a step or a date: a lone
 * "I'd have to run it by my boss" says who, not how.
 */
export function findDecisionProcess(call: Call): Finding & { kinds: number; hasStepOrDate: boolean } {
  const evidence: Evidence[] = [];
  const seen = new Set<number>();
  let limit: Finding["limit"];
  for (const turn of customerTurns(call)) {
    for (const sentence of turn.sentences) {
      const hits = GROUPS.map((group) => matchesAffirmed(group, sentence.lower));
      const count = hits.filter(Boolean).length;
      hits.forEach((hit, kind) => hit && seen.add(kind));
      if (count > 0) evidence.push({ sentence, points: count + (SEQUENCE.test(sentence.lower) ? 1 : 0) });
      if (!limit && NO_PROCESS.test(sentence.lower)) limit = sentence;
    }
  }
  return { evidence, limit, kinds: seen.size, hasStepOrDate: seen.has(0) || seen.has(1) };
}
