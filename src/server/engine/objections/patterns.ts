import { cue } from "../rules/cues";

export const CATEGORIES = ["price", "timing", "authority", "need", "competitor", "trust", "implementation", "security"] as const;
export type Category = (typeof CATEGORIES)[number];

/** Which category wins when one sentence says two things: the more specific concern first. */
export const PRIORITY: readonly Category[] = ["competitor", "timing", "security", "implementation", "authority", "trust", "price", "need"];

export interface Pattern {
  category: Category;
  pattern: RegExp;
  /** Needs a capitalised name right after the match ("looking at BambooHR") or a possessive one before it ("Datadog's …"). */
  name?: "after" | "before";
}

const said = (category: Category, ...alternatives: string[]): Pattern => ({ category, pattern: cue(...alternatives) });
const named = (category: Category, name: "after" | "before", ...alternatives: string[]): Pattern => ({
  category,
  pattern: cue(...alternatives),
  name,
});

/** Sentences that are an objection on their own. Each is the customer resisting, not merely mentioning a topic. */
export const OBJECTIONS: readonly Pattern[] = [
  said("price",
    "(?:too|very|really|pretty|quite|a bit|a little|way too|kind of) (?:expensive|pricey|steep|costly)",
    "(?:a lot|way|much|far) more than (?:we|i) (?:budgeted|expected|planned|pay|paid|can|were)", "more than (?:we|i) budgeted",
    "(?:it's|that's|this is|you're|that puts us|puts us|we'd be) (?:way |well |a bit )?(?:over|above|outside|beyond) (?:our|my|the) budget",
    // "Can't afford" the thing, not "can't afford to lose drivers" or "another outage": those are the risk idiom.
    // "That kind of downtime" and "this to happen again" are the risk idiom too; an amount is read whole ("$400").
    String.raw`can(?:'t|not) afford (?:(?:it|this|that)(?!\s+(?:kind|sort|type|to happen|happen|again)\b)|the (?:price|cost|fee|fees|upgrade|increase|rate|subscription)|your (?:product|price|pricing|service|platform|software|tool)|to (?:pay|spend|buy|invest)|\$?\d[\d,.]*)`,
    // Not in a condition or a rule of who approves ("if it's not in the budget by March it waits", "approves anything
    // that's not in the budget"): that is how they decide, labelled decision_process in the corpus' one instance.
    String.raw`(?<!\b(?:if|anything|whatever|something|stuff|what)(?:'s)?\s(?:(?:that|it|this)(?:'s)?\s|(?:that|it) is\s|is\s)?)(?:not|isn't) in (?:the|our|my) budget`, "no budget for (?:this|it|that)",
    "choked (?:a little |a bit )?at the (?:number|price)", "sticker shock",
    "(?:price|pricing|cost|fee|number|quote) (?:is|seems|looks|feels) (?:high|steep|a lot|too|expensive)",
    "(?:fee|fees|price|cost|bill) (?:blows|blow) up",
    String.raw`(?:don't|do not) know (?:if|whether) \w+(?: \w+)? (?:has|have) (?:the |a |any )?budget`,
    "(?:me parece|es|está|muy|algo) caro", "no nos alcanza", "fuera del presupuesto", "estamos apretados"),
  said("timing",
    "not (?:this|right) (?:quarter|year|month|now)", String.raw`just not (?:now|this \w+)`,
    "(?:budget|spend|spending|it|everything) (?:is|are|was|'s) frozen", "(?:budget |spending |hiring )?freeze", "frozen until",
    "on hold", "(?:revisit|come back to|circle back on) (?:this|it) (?:next|in)", "not a priority", "bad time", "too busy",
    "(?:not|isn't) (?:a )?good time", "not ready (?:yet|to)", "(?:isn't|is not) guaranteed", "wait (?:until|till) (?:next|q[1-4]|after)",
    "maybe next (?:year|quarter)", "no es (?:el|buen) momento", String.raw`más adelante`, "ahorita no"),
  said("authority",
    // "Run this by my boss" hands the decision up; "check with IT" or "confirm with counsel" is a step of the process.
    "(?:i|i'd|i'll|we|we'd|we'll) (?:need|have|got) to (?:run|clear) (?:this |it |that |things )?(?:by|past)",
    "run (?:this|it) by (?:my|our)", "not (?:my|up to me)(?: to)? (?:call|decision|decide)", "(?:i|we) can't (?:sign|approve|decide)",
    "above my pay grade", "need (?:his|her|their|my boss's|the board's|the cfo's) (?:approval|sign-off|ok|blessing)",
    "(?:he|she|they) (?:doesn't|don't|does not) (?:really )?take (?:vendor |sales )?(?:calls|meetings)",
    "tengo que consultarlo", String.raw`no depende de mí`),
  said("need",
    String.raw`we already have (?:a |an |the )?(?!budget)\w+`, "(?:we're|we are) (?:fine|good|all set|covered) (?:on|with|for|as)",
    "(?:don't|do not) (?:really )?need (?:it|this|that|a|an|another|one)", "no need for", String.raw`not interested(?!\s+in\s)`,
    "not a (?:fit|need)", "we don't (?:really )?(?:do|send|use|need)", "doesn't apply to us",
    "not sure (?:a|the|this|that|your) (?:tool|product|software|platform|system) (?:fixes|solves|helps|would help|is)",
    "not sure how (?:this|it) would fit", "(?:don't|do not) see the (?:value|point|need)", "take me off (?:your|the) list",
    "no lo necesitamos", "ya tenemos", "no nos interesa"),
  named("competitor", "after",
    "(?:we've been|we're|we are|been|we have been) (?:looking at|talking to|evaluating|considering|trialing|testing|talking with)",
    "we already use", "(?:he|she|they) (?:used|uses|likes|like|prefers?)", "ya usamos"),
  named("competitor", "before", String.raw`(?:dashboards?|product|ui|pricing|tool|platform|service map|quote) (?:is|are) (?:more|better|nicer|cheaper|\w+er)`),
  said("competitor",
    "their (?:quote|price|pricing|offer|proposal) (?:is|was|came)", "(?:cheaper|less expensive|better) than (?:you|yours|your)",
    "another vendor", "other vendors?", "the (?:other|incumbent) (?:vendor|tool|solution|option)", "otro proveedor", "la competencia"),
  said("trust",
    "(?:i've|we've) heard that before", String.raw`(?:you|they|your \w+(?: \w+)?) promised (?:us )?(?:a |the )?(?:fix|it|that|this)`,
    "(?:don't|can't|hard to|do not) (?:trust|believe) (?:you|that|it|vendors|your)", "how (?:do|can|would) (?:i|we) know",
    "smaller company", "small company", "(?:get|gets|got|be) acquired", "run out of money", "go(?:es)? out of business",
    "(?:you're|you are) (?:a )?(?:small|new|young|startup)", "track record", "burned (?:before|by)", "skeptical",
    "sounds too good", "believe it when", "safe choice", "need to see it (?:fixed|working)", String.raw`no confío`,
    String.raw`ya nos (?:han )?prometi\w+`),
  said("implementation",
    "worry is (?:the )?implementation", "implementation (?:was|is|took|takes|will take)",
    String.raw`(?:took|take|taking|takes)(?: \w+){0,2} (?:months|weeks)`, String.raw`promised (?:\w+ )?(?:weeks|months)`,
    "adoption (?:died|dropped|was|is|fell)", "(?:won't|will not|didn't) (?:actually )?(?:use|adopt|log in)",
    "nobody logged in", "not sure (?:they|people|the team|anyone)(?:'ll| will) (?:actually )?use",
    "get (?:them|the team|my team|people|everyone) to (?:actually )?use", "drowning in tools", "(?:zero|no) bandwidth",
    "needs? my team for", "(?:can't|cannot) go through (?:that|this|another)", "another implementation",
    "(?:rollout|migration|onboarding|integration|setup) (?:is|will be|was) (?:a )?(?:pain|nightmare|hard|painful|risky|mess)",
    "(?:can't|cannot) be on us", "dead on arrival", "switching costs?", String.raw`implementación`),
];

/** A first-person concern or resistance that is an objection once a topic says what it is about. */
export const CONCERN = cue(
  "(?:i'm|we're|i am|we are) (?:a (?:bit|little) )?(?:worried|concerned|nervous|hesitant|skeptical)",
  "my (?:biggest |bigger |real |main |only )?(?:worry|concern|issue|hesitation|fear)",
  "here's my (?:real )?(?:issue|concern|problem)", "the (?:issue|catch) is", "i worry", "(?:doesn't|does not|didn't) (?:really )?answer",
  "i don't think you're hearing", "forget it", "it's not happening", "not going to happen", "non-starter", "deal-?breaker",
  "i'm not sure (?:if|whether|how|that|about)", "i (?:still )?don't know (?:if|how|whether)", "me preocupa", String.raw`mi preocupación`,
);

/** What a concern is about, for sentences near a concern that names no category itself. */
export const TOPICS: Record<Category, RegExp> = {
  price: cue("price", "pricing", "cost", "costs", "fee", "fees", "budget", "money", "expensive", "dollars", "per seat", "afford", "quote", "caro", "precio", "cuesta", "pesos"),
  timing: cue("quarter", "this year", "right now", "timing", "freeze", "frozen", "later", "wait", "q[1-4]"),
  authority: cue("my boss", "my manager", String.raw`approv\w*`, "sign off", "decision", "cfo", "ceo", "general counsel"),
  need: cue("don't need", "already have", "we're fine", "not interested", "a fit", "the value", "process thing"),
  competitor: cue("competitor", "alternative", "other vendor", "cheaper"),
  trust: cue("trust", "promised", "promise", "risk", "believe", "acquired"),
  implementation: cue(String.raw`implement\w*`, "rollout", "roll out", "rolled out", "adoption", String.raw`onboard\w*`, "training", "bandwidth", "set up", "setup", "migration", "use it", "use another"),
  security: cue("security", "secure", "compliance", "compliant", "gdpr", "hipaa", "soc ?2", "data residency", "where the data", "encrypt\\w*", "privacy", "audit"),
};
