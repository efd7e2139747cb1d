/** Who commits: the speaker ("I'll", "let me", "we'll", "I send" in a recap) or the speaker with the others ("let's"). */
const SELF = [
  "i'll", "i will", "i'm going to", "i am going to", "i'm gonna", "let me", "we'll", "we will", "we're going to",
  "i send", "we send", "i'd propose", "i propose", "i'd suggest", "let's", "let us", "our team(?: will)?",
];
export const ADVERBS = "(?: (?:also|just|then|go ahead and|quickly|definitely|personally|make sure to|be sure to|happily|gladly|absolutely|first|both))*";

/** Actions that are follow-ups: sending, scheduling, introducing, preparing, confirming. */
export const ACTIONS = [
  "send", "sends", "email", "e-mail", "forward", "forwards", "share", "shares", "set up", "sets up", "setup", "schedule",
  "set (?:the|a|an) (?:demo|meeting|call|time|date|session)",
  "book", String.raw`put together`, String.raw`put (?:\w+ ){1,6}?together`, String.raw`put (?:a|an|the|some|\w+-minute) (?:[\w-]+ ){0,3}on the calendar`,
  String.raw`get (?:you|back to you|that|it|them|those|this|a|an|the|your|our|both)`, "gets", "follow up", "circle back",
  "be in touch", "introduce", "connect (?:you|with)", "invite", "prepare", "draft", "loop in", "check (?:with|on|in)",
  "confirm", "talk to", "review", "answer", "answers", "complete", "build", "model", "export", "propose", "write up",
  "reach out", "line up", "arrange", "pull together", "fill out", "update", String.raw`let (?:you|\w+) know`,
  "look into", "find out", "provide", "do (?:a|an|the)", "hold",
];

const SPANISH_FIRST_PERSON = String.raw`(?:le |les |te |se lo |se la |me )?(?:mando|envío|enviaré|mandaré|comparto|compartiré|preparo|prepararé|agendo|agendaré|llamo|llamaré|confirmo|confirmaré|reviso|revisaré|presentaré)`;
const SPANISH_GOING_TO = String.raw`voy a (?:mandar|enviar|compartir|preparar|agendar|llamar|confirmar|revisar)`;

const spaced = (source: string) => source.replace(/ /g, String.raw`\s+`);

/**
 * "I'll send …": the group that matched (`action`, `stated` or `accion`) starts at the verb, where the
 * follow-up's words begin. `stated` covers a recap's present tense ("I send the revised MSA by Wednesday")
 * and proposals ("I'd propose a check-in on Friday").
 */
export const SELF_COMMITMENT = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${spaced(SELF.join("|"))})${spaced(ADVERBS)}\s+(?<action>(?:${spaced(ACTIONS.join("|"))}))(?![\p{L}\p{N}])` +
    String.raw`|(?<![\p{L}\p{N}])(?:i|we|i'd)\s+(?<stated>(?:send|forward)(?=\s+(?:the|a|an|you|over|it|them|our|your))|(?:propose|suggest)(?=\s+(?:a|an|the|we|that)\s))` +
    String.raw`|(?<![\p{L}\p{N}])(?:yo\s+)?(?<accion>${SPANISH_FIRST_PERSON}|${SPANISH_GOING_TO})(?![\p{L}\p{N}])`,
  "gdu",
);

/** Verbs after "I'll" that do not start a task: being, feeling, choosing, keeping, waiting. */
// "Try" is tentative ("I'll try to get approval"), except "I'll try you again Thursday": a call back.
const NOT_A_TASK = "be|see|need|have|want|like|love|think|know|lose|miss|guess|bet|probably|never|still|not|actually|really|always|likely|maybe|only|finally|hopefully|go|stick|stay|keep|let|take|give|try(?!\\s+(?:you|him|her|them)\\s+(?:again|back))|wait|leave|pass|tell|say|admit|use|hear|feel|start|end|live|survive|owe|hate|mind|die|pay|win";

/**
 * "I'll sign it today", "we'll ship the trackers by the 15th", "I'll bring Lina to the demo Monday": any
 * verb after "I'll" or "we'll" that does something, once a date says when (followUpsIn checks). The listed
 * ACTIONS need no date; the rest of the language does, so "I'll figure it out" stays out.
 */
export const DATED_SELF = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:i'll|i will|i'm going to|i am going to|i'm gonna|we'll|we will|we're going to)${spaced(ADVERBS)}\s+(?<dated>(?!(?:${NOT_A_TASK})(?![\p{L}]))\p{L}[\p{L}'-]*)(?![\p{L}\p{N}])`,
  "gdu",
);

/** "Could you send me …", "if you could send me …": a request the addressee may accept. */
export const REQUEST = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:could|can|would) you(?:\s+(?:also|please|maybe|just))*\s+(?<action>(?:${spaced(ACTIONS.join("|"))}))(?![\p{L}\p{N}])`,
  "gdu",
);

/** "You send two seasons of data …", "usted me comparte las recetas": the speaker assigns the addressee. */
export const ASSIGNED_TO_YOU = new RegExp(
  String.raw`(?:^|[,;]\s*|\band\s+|\bthen\s+)(?:you(?:'ll|\s+will)?|usted)\s+(?<action>(?:send|share|forward|email|get\s+(?:me|us)|me\s+comparte|me\s+manda|me\s+envía)(?![\p{L}\p{N}]))`,
  "gdu",
);

const ASSIGNED_VERBS = String.raw`(?:\s+(?:will|can|'ll|is going to))?(?:\s+also)?\s+(?<action>(?:sends|gets|sets up|does|answers|forwards|shares|checks|confirms|completes|reviews|schedules|books|invites|prepares|drafts|send|set up)(?![\p{L}\p{N}]))`;
const byNames = new WeakMap<object, RegExp | null>();

/**
 * "Ben sends Kevin the SOC 2 report": a participant named in a recap. Built once per call from the
 * participants' first names, so it only ever tries those words; null when nobody has a usable name.
 */
export function assignedByName(call: object, firstNames: Iterable<string>): RegExp | null {
  if (byNames.has(call)) return byNames.get(call) ?? null;
  // Letters, apostrophes and hyphens only: none of them needs escaping in a pattern.
  const names = [...firstNames].filter((name) => /^\p{L}[\p{L}'’-]*$/u.test(name));
  const pattern = names.length === 0 ? null : new RegExp(String.raw`(?<![\p{L}\p{N}])(?<who>${names.join("|")})${ASSIGNED_VERBS}`, "gdu");
  byNames.set(call, pattern);
  return pattern;
}

/** Where a follow-up's words stop: a reason or a tentative afterthought is not part of the action. */
export const CLAUSE_END =
  /,\s+so\b|\bso that\b|,\s+because\b|,\s+and maybe\b|,\s+and if\b|,\s+if\b|,\s+which\b|,\s+since\b|,\s+along with\b|,\s+but\b|,?\s+and\s+(?:i|we)\s|,\s+(?:pero|porque|con)\s|,\s+(?:i|we|he|she|they)(?:'d|'m|'re|'ve)?\s|,\s+(?:and\s+)?(?:my|our|your|their|the)\s+(?:[\p{L}-]+\s+){1,2}(?:will|'ll|is going to|are going to)\s/gu;

/** Where one of two commitments in a sentence ends: "I'll send the invite today, and by Friday I'll send …". */
export const CLAUSE_JOIN = /,\s+(?:and|then|but)\s+|;\s+|,\s+|\s+and\s+/gu;

/** Said at the start of a reply, these accept a request. */
export const ACCEPTS = /^(?:yes|yeah|yep|sure|absolutely|of course|definitely|will do|can do|no problem|i can|i will|i'll|happy to|sounds good|ok|okay|sí|claro|por supuesto|con gusto)(?![\p{L}])/u;

/** Not follow-ups though they match: "let me share my screen". */
export const NOT_A_FOLLOW_UP = /^(?:share (?:my|the|your) screen|share my|check in on you|do a (?:quick )?(?:recap|round))/u;
