import type { Call } from "../call/call";
import { cue } from "../rules/cues";
import { customerTurns, keepStrongest, type Evidence, type Finding } from "./evidence";

const WILL = "i(?:'ll| will| am going to|'m going to)";

/** The customer commits to carry the deal inside their company. */
const CHAMPIONS = cue(
  `${WILL} (?:push|champion|advocate|fight) (?:for )?(?:it|this|that)`, `${WILL} push (?:it|this) (?:internally|through)`,
  "i'm going to push", "i've been pushing (?:for )?(?:this|it)", `${WILL} champion`, "champion (?:this|it) internally",
  `${WILL} (?:make|build|put together) the (?:business )?case`, `${WILL} make the case`,
  `${WILL} put (?:the|a) business case together`, String.raw`${WILL} (?:bring|take) (?:it|this) to \w+ myself`,
  "put my name on", "i want this done", `${WILL} sponsor`, `${WILL} sell (?:it|this) internally`,
  "me encargo de convencer", "yo me encargo", "me interesa mucho que esto salga", "lo voy a impulsar",
);
/** Moves it forward internally, without owning the push. */
const SUPPORTS = cue(
  String.raw`${WILL} (?:bring|take|present) (?:it|this|that) to (?!the team|my team)\w+`,
  String.raw`${WILL} (?:tell|talk to|loop in) (?!you)\w+`, "i'm leaning (?:your way|towards you)", "i'd nod",
  "i'm in", String.raw`${WILL} ask \w+ to join`, `${WILL} present`, "le presento",
);
/** Passes things along. */
const RELAYS = cue(
  `${WILL} (?:just )?forward (?:it|this|your|the)`, "take (?:that|this|it) to (?:the|my) team",
  `${WILL} check with my team`, `${WILL} share (?:it|this) with`, `${WILL} (?:run|pass) (?:it|this) by`,
);

/**
 * Champion: someone on the customer side who commits to push the deal internally. "I'll push for this, I'll
 * take it to Margaret myself" is decisive; "I'll tell Nadia" or "I'll bring it to Greg" is clear support;
 * "I'll just forward your stuff" is weak.
 */
export function findChampion(call: Call): Finding {
  const evidence: Evidence[] = [];
  for (const turn of customerTurns(call)) {
    for (const sentence of turn.sentences) {
      const { lower } = sentence;
      const points = CHAMPIONS.test(lower) ? 3 : SUPPORTS.test(lower) ? 2 : RELAYS.test(lower) ? 1 : 0;
      if (points > 0) evidence.push({ sentence, points });
    }
  }
  return { evidence: keepStrongest(evidence) };
}
