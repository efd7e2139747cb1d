import type { Call } from "../call/call";
import { cue, matchesAffirmed } from "../rules/cues";
import { SIGNS_THEMSELVES } from "../rules/signing";
import { askedBefore, customerTurns, keepStrongest, namesPerson, type Evidence, type Finding } from "./evidence";

export const EXECUTIVE = cue(
  "cfo", "ceo", "coo", "cto", "cio", "ciso", "cno", "cmo", "cro", String.raw`chief(?: \w+){1,2} officer`, "vp",
  "vice president", "president", "owner", "founder", "co-founder", "general counsel", "managing director",
  "finance director", String.raw`head of \w+`, String.raw`director of \w+`, "board", "(?:his|her|their) company",
  "socio", String.raw`dueñ[oa]`, "director general", "directora general", "gerente general",
);
const BOSS = cue("my boss", "my manager", "my director", "mi jefe", "mi jefa");
const AUTHORITY = cue(
  "signs?(?: off| the checks| anything| it| the contract| contracts)?", "sign-off", "signature",
  "signing (?:limit|authority)", String.raw`approv(?:e|es|ed|al)`, "budget", "controls (?:it|the budget|the money)",
  "owns? the (?:budget|decision|money)", "makes? the (?:call|decision|final decision|final call)", "decides?",
  "final say", "holds? the (?:budget|purse)", "aprobar", "aprueba", "firma", "decide", "lleva las finanzas",
  "presupuesto",
);
/** The customer can sign themselves: "Anything under fifty thousand I can sign." */
const OWN_AUTHORITY = cue(
  "i can (?:sign|approve)", "i (?:sign|approve) (?:anything|it|off)", "what i can approve", "approve (?:it )?myself",
  "my (?:approval|signing) (?:limit|authority)", "i have (?:the )?budget", "i own the budget",
  "it's my (?:budget|call|decision)", "yo (?:firmo|apruebo)",
);
const THIRD_PERSON = cue("he", "she", "they", "his", "her", "him", "él", "ella");
/** The rep asked who decides, signs or pays. */
const ASKED_WHO = cue(
  String.raw`who(?: else)?(?:'s| is| would| will| do| does)?(?: \w+)? (?:sign|signs|decide|decides|approve|approves|own|owns|make|makes|control|controls|weigh in|involved)`,
  "decision", "decides", "sign off", "approve", String.raw`quién`, String.raw`decisión`,
);
/** Said about the buyer: the budget is in doubt or the rep cannot reach them. */
const OUT_OF_REACH = cue(
  String.raw`(?:don't|do not) know (?:if|whether) \w+(?: \w+)? (?:has|have|had) (?:the |a |any )?budget`,
  "(?:doesn't|does not|won't|will not) (?:really )?(?:take|do|join) (?:vendor |sales )?(?:calls|meetings)",
  "never mentioned (?:it|budget|a budget)", "no budget", "not sure who (?:signs|decides|approves)",
);

/**
 * Economic buyer: who owns the money and signs. Decisive when the customer names a title or person together
 * with sign-off, approval or budget ("Our CFO, Greg Lindqvist. Anything over a hundred thousand needs his
 * sign-off"), says they can sign themselves, or names an executive when asked who decides. Sign-off said of
 * an unnamed "he" or "my boss" is only clear. An executive merely mentioned ("my CEO pulled me into board
 * prep") is no evidence, and doubt about the buyer's budget or access keeps the result at Partial.
 */
export function findEconomicBuyer(call: Call): Finding {
  const evidence: Evidence[] = [];
  let limit: Finding["limit"];
  for (const turn of customerTurns(call)) {
    const asked = ASKED_WHO.test(askedBefore(call, turn));
    turn.sentences.forEach((sentence, position) => {
      const { lower, text } = sentence;
      const near = [turn.sentences[position - 1], sentence, turn.sentences[position + 1]];
      const executiveNear = near.some((other) => other && EXECUTIVE.test(other.lower));
      const authority = matchesAffirmed(AUTHORITY, lower);
      let points = 0;
      // Whoever signs is the economic buyer: the corpus' managers marked it Yes on 124 of the 132 train+dev
      // sales calls with such a sentence from the customer, 55% on the others.
      if (matchesAffirmed(OWN_AUTHORITY, lower) || matchesAffirmed(SIGNS_THEMSELVES, lower)) points = 3;
      else if (authority && (executiveNear || (THIRD_PERSON.test(lower) && near.some((other) => other && namesPerson(other.text))))) points = 3;
      else if (authority && (THIRD_PERSON.test(lower) || BOSS.test(lower) || namesPerson(text))) points = 2;
      if (asked && position < 3) {
        if (EXECUTIVE.test(lower) || namesPerson(text)) points = Math.max(points, 3);
        else if (BOSS.test(lower)) points = Math.max(points, 2);
      }
      if (points > 0) evidence.push({ sentence, points });
      if (!limit && OUT_OF_REACH.test(lower)) limit = sentence;
    });
  }
  return { evidence: keepStrongest(evidence), limit };
}
