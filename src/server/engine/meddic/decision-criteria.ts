import type { Call } from "../call/call";
import { cue } from "../rules/cues";
import { askedBefore, customerTurns, keepStrongest, type Evidence, type Finding } from "./evidence";

/** The customer states how they will judge: "the four things we'd judge this on", "five criteria". */
const EXPLICIT = cue(
  "criteria", "criterion", "(?:our|the|your|a|weighted) scorecard", "weighted", "requirements?", "must-haves?", "deal-?breakers?",
  "non-negotiable", String.raw`(?:the |three |four |five |two )?things (?:we'd|we would|i'd|i would|we) (?:judge|evaluate|look at|need)`,
  "judge (?:this|it|you|them|vendors) on", "criterios", "requisitos", String.raw`sí o sí`,
);
/** A requirement the solution must meet: "it has to integrate with NetSuite", "we need a super-cap". */
const REQUIREMENT = cue(
  String.raw`(?:it|this|that|the (?:tool|system|solution|platform|product|app)|they|you|we|telemetry|data) (?:\w+ )?(?:has|have|needs?|must|would need|will need|'ll need|'d need) to (?:integrate|support|handle|work|be|respect|stay|connect|run|include|cover|pay|show|do|follow|sync|scale|comply)`,
  "must (?:integrate|support|have|be|handle|include)",
  "we (?:need|require|want) (?:a|an|the|your|to see|it to|them to|something|delaware|renewal)",
  "i(?:'d)? need (?:to see|the|your|a)",
  "(?:she|he|they)(?:'ll| will|'d| would) (?:want|need) (?:to see )?(?:the|a|an|your)",
  "que se conecte", "que maneje", "lo puedan usar", "tiene que", String.raw`tendría que`, "necesitamos", "necesito que",
);
/** How they will compare and what they care about. */
const EVALUATION = cue(
  "compar(?:e|ing) (?:you|options|vendors|them|tools)", String.raw`evaluat(?:e|ing|ion)`, "side by side", "bake-?off", "shortlist",
  "what matters", "the main thing for us", "(?:i|we) care (?:most )?about", "cares? most about", "my questions are",
  "the bar", "payback", "pays? for itself", "the only thing that gets through", "se paga solo", "only see their own",
);
/** Fit questions from the customer: "Does it work through Looker?" */
const FIT_QUESTION = cue(
  "does (?:it|that|this) (?:work|integrate|support|handle|sync)", "how does (?:that|it|this) work",
  "can (?:it|we|you) (?:set|handle|integrate|support|connect)", "exactly what we need", "is (?:that|it) (?:included|supported)",
);
/** The rep asked what a solution must do or what the decision turns on. */
const ASKED_CRITERIA = cue(
  String.raw`what (?:would|does|do|will) (?:it|a solution|you|the solution|\w+) (?:need|have to|judge|look for|require)`,
  "what matters", "what would you need", "what would (?:make|it take)", "how would you (?:judge|evaluate|decide|compare)",
  String.raw`what does \w+ need to see`, "what would you judge", "criteria", String.raw`qué tendría`, String.raw`qué necesita`,
);

/**
 * Decision criteria: what the customer will judge a solution on. Named criteria or a scorecard are decisive;
 * stated requirements ("it has to…", "we need…") and what they compare or care about are clear; fit questions
 * are weak. An answer to the rep's "what would you judge it on?" adds weight once per answer.
 */
export function findDecisionCriteria(call: Call): Finding {
  const evidence: Evidence[] = [];
  for (const turn of customerTurns(call)) {
    // An answer to "what would you judge it on?" weighs once, on its first real sentence.
    let answerBonus = ASKED_CRITERIA.test(askedBefore(call, turn)) ? 2 : 0;
    turn.sentences.forEach((sentence) => {
      const { lower } = sentence;
      let points = 0;
      if (EXPLICIT.test(lower)) points = 3;
      else if (REQUIREMENT.test(lower) || EVALUATION.test(lower)) points = 2;
      else if (FIT_QUESTION.test(lower)) points = 1;
      if (answerBonus > 0 && sentence.words >= 4) {
        points += answerBonus;
        answerBonus = 0;
      }
      if (points > 0) evidence.push({ sentence, points });
    });
  }
  return { evidence: keepStrongest(evidence) };
}
