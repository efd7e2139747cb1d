import { z } from "zod";
import type { PlanId } from "./auth";

/**
 * Trackers (issue 18): a named set of words and phrases, matched as whole words whatever the case
 * (simple plurals too), said by the customer, by us (the seller side) or by anyone. Phrases are plain
 * text: characters such as `.*+?()[]` are taken literally, never as a pattern.
 */
export const TRACKER_LIMITS = { name: 60, phrase: 80, phrases: 200, trackersPerUser: 100 } as const;

export const trackerSideSchema = z.enum(["customer", "us", "anyone"]);
export type TrackerSide = z.infer<typeof trackerSideSchema>;

const phraseSchema = z
  .string({ error: "Each phrase must be text" })
  .trim()
  .min(1, "A phrase cannot be empty")
  .max(TRACKER_LIMITS.phrase, `Each phrase must be at most ${TRACKER_LIMITS.phrase} characters`)
  .refine((phrase) => /[\p{L}\p{N}]/u.test(phrase), "Each phrase needs at least one letter or digit");

export const trackerInputSchema = z
  .object({
    name: z
      .string({ error: "Tracker name is required" })
      .trim()
      .min(1, "Tracker name is required")
      .max(TRACKER_LIMITS.name, `Tracker name must be at most ${TRACKER_LIMITS.name} characters`),
    phrases: z
      .array(phraseSchema, { error: "Phrases must be a list of words or phrases" })
      .min(1, "A tracker needs at least one phrase")
      .max(TRACKER_LIMITS.phrases, `A tracker can have at most ${TRACKER_LIMITS.phrases} phrases`)
      // The same phrase twice (whatever the case) is one phrase.
      .transform((phrases) => [...new Map(phrases.map((p) => [p.toLowerCase(), p])).values()]),
    side: trackerSideSchema.default("anyone"),
    /**
     * "team" creates a tracker shared with the user's team (managers only); "mine" (the default) is the
     * user's own. Ignored on PUT: a tracker keeps the scope it was created with.
     */
    scope: z.enum(["mine", "team"], { error: 'Scope must be "mine" or "team"' }).default("mine"),
  })
  .strict();
export type TrackerInput = z.input<typeof trackerInputSchema>;

/** Whose a tracker is: the user's own, or their team's shared one (matched in every member's calls). */
export const trackerScopeSchema = z.enum(["mine", "team"]);
export type TrackerScope = z.infer<typeof trackerScopeSchema>;

export const trackerSchema = z.object({
  id: z.string(),
  name: z.string(),
  phrases: z.array(z.string()),
  side: trackerSideSchema,
  scope: trackerScopeSchema,
  /** False for a rep reading their team's trackers: only the team's managers change those (and their cards). */
  canEdit: z.boolean(),
  /** Whether the tracker's battle card has any content. */
  hasBattleCard: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Tracker = z.infer<typeof trackerSchema>;

/** Progress of the user's background re-scan of past calls; the client polls the list while it is not idle. */
export const trackerRescanSchema = z.object({
  state: z.enum(["idle", "queued", "running"]),
  /** Calls re-scanned so far and calls to re-scan in the running scan (0 and 0 when idle). */
  done: z.number().int(),
  total: z.number().int(),
});
export type TrackerRescan = z.infer<typeof trackerRescanSchema>;

export const trackerListSchema = z.object({
  /** The user's own trackers, then their team's (when in a team). */
  trackers: z.array(trackerSchema),
  /** Most trackers a user may have of their own (a team has the same limit for its shared ones). */
  limit: z.number().int(),
  rescan: trackerRescanSchema,
});
export type TrackerList = z.infer<typeof trackerListSchema>;

/** Most competitor suggestions GET /api/trackers/suggestions answers. */
export const TRACKER_SUGGESTIONS_MAX = 10;

/**
 * Organisations the customer side named in the user's (and their team's readable) calls that no tracker
 * covers yet, most calls first: candidates for a competitor tracker.
 */
export const trackerSuggestionsSchema = z.object({
  suggestions: z.array(
    z.object({
      name: z.string(),
      /** Calls in which the customer side named it. */
      calls: z.number().int(),
      /** Times it was named, all those calls together. */
      mentions: z.number().int(),
    }),
  ),
});
export type TrackerSuggestions = z.infer<typeof trackerSuggestionsSchema>;

/** The topics every user starts with; they may edit or delete them, and deleted ones stay deleted. */
export const DEFAULT_TRACKERS: readonly { name: string; phrases: string[]; side: TrackerSide }[] = [
  { name: "Pricing", phrases: ["price", "pricing", "cost", "budget", "discount", "quote", "per seat", "license fee"], side: "anyone" },
  {
    name: "Security and compliance",
    phrases: ["security", "compliance", "SOC 2", "GDPR", "HIPAA", "ISO 27001", "encryption", "data privacy", "penetration test"],
    side: "anyone",
  },
  { name: "Integration", phrases: ["integration", "integrate", "API", "Salesforce", "HubSpot", "single sign-on", "SSO", "webhook"], side: "anyone" },
  { name: "Timeline", phrases: ["timeline", "deadline", "go live", "rollout", "next quarter", "by the end of the month", "start date"], side: "anyone" },
  { name: "Contract", phrases: ["contract", "agreement", "terms", "renewal", "legal", "procurement", "MSA", "signature"], side: "anyone" },
];

/** One moment a tracker was mentioned in a call (GET /api/transcripts/{id}/tracker-hits). */
export const trackerHitSchema = z.object({
  trackerId: z.string(),
  name: z.string(),
  /** The speaker's name as the analysis screen shows it. */
  speaker: z.string(),
  speakerNumber: z.number().int(),
  atSeconds: z.number(),
  /** The sentence said. */
  text: z.string(),
});
export type TrackerHitView = z.infer<typeof trackerHitSchema>;
export const trackerHitListSchema = z.array(trackerHitSchema);

/** Weeks of mentions GET /api/analytics/trackers answers, the current one last. */
export const TRACKER_TREND_WEEKS = 12;

export const trackerAnalyticsSchema = z.object({
  /** Monday (UTC) of each week, oldest first; each tracker's `mentionsPerWeek` follows this order. */
  weeks: z.array(z.string()),
  /** The user's analysed calls, all time: the base of each share and conversion. */
  analysedCalls: z.number().int(),
  trackers: z.array(
    z.object({
      trackerId: z.string(),
      name: z.string(),
      side: trackerSideSchema,
      mentionsPerWeek: z.array(z.number().int()),
      /** Mentions and calls mentioning it, all time. */
      mentions: z.number().int(),
      callsMentioning: z.number().int(),
      /** callsMentioning / analysedCalls; null without analysed calls. */
      shareOfCalls: z.number().nullable(),
      /** Average conversion probability (0–100) of the calls that mention it and of those that do not; null when there are none. */
      conversionWith: z.number().nullable(),
      conversionWithout: z.number().nullable(),
    }),
  ),
});
export type TrackerAnalytics = z.infer<typeof trackerAnalyticsSchema>;

/** SPEC §9: Pro adds battle cards, and Enterprise has everything Pro has (a team's plan covers its members). */
export const BATTLE_CARD_PLANS: readonly PlanId[] = ["pro", "unlimited"];
export const battleCardsIncluded = (plan: PlanId) => BATTLE_CARD_PLANS.includes(plan);

/** A battle card's limits: enough for a page a rep reads during a call, not a wiki. */
export const BATTLE_CARD_LIMITS = { summary: 1000, item: 300, items: 20, answer: 1000, objections: 30 } as const;

const cardLine = (what: string, max: number) =>
  z
    .string({ error: `${what} must be text` })
    .trim()
    .min(1, `${what} cannot be empty`)
    .max(max, `${what} must be at most ${max} characters`);
const cardList = (what: string) =>
  z
    .array(cardLine(what, BATTLE_CARD_LIMITS.item), { error: `${what} must be a list` })
    .max(BATTLE_CARD_LIMITS.items, `At most ${BATTLE_CARD_LIMITS.items} entries in ${what.toLowerCase()}`);

/** A tracker's battle card (usually a competitor's): why we win, their landmines, objections and answers. */
export const battleCardSchema = z
  .object({
    summary: z
      .string({ error: "Summary must be text" })
      .trim()
      .max(BATTLE_CARD_LIMITS.summary, `Summary must be at most ${BATTLE_CARD_LIMITS.summary} characters`),
    whyWeWin: cardList("Why we win"),
    landmines: cardList("Landmines"),
    objections: z
      .array(
        z.object({ objection: cardLine("An objection", BATTLE_CARD_LIMITS.item), answer: cardLine("An answer", BATTLE_CARD_LIMITS.answer) }).strict(),
        { error: "Objections must be a list of { objection, answer }" },
      )
      .max(BATTLE_CARD_LIMITS.objections, `At most ${BATTLE_CARD_LIMITS.objections} objections`),
  })
  .strict();
export type BattleCard = z.infer<typeof battleCardSchema>;
export const EMPTY_BATTLE_CARD: BattleCard = { summary: "", whyWeWin: [], landmines: [], objections: [] };

/**
 * Whether the seller side's answer after a mention used the card's points (why we win, landmines,
 * objection answers), judged by content-word overlap: "unsure" when the overlap is small or the seller
 * side did not answer.
 */
export const battleCardVerdictSchema = z.enum(["used", "partly", "not_used", "unsure"]);
export type BattleCardVerdict = z.infer<typeof battleCardVerdictSchema>;

/** A call's battle card beside the moments its tracker was mentioned (GET /api/transcripts/{id}/battle-cards). */
export const callBattleCardSchema = z.object({
  trackerId: z.string(),
  name: z.string(),
  card: battleCardSchema,
  /** Each moment the call mentions the tracker, in the order said. */
  mentions: z.array(z.object({ atSeconds: z.number(), speaker: z.string(), text: z.string() })),
  usage: z.object({
    verdict: battleCardVerdictSchema,
    /** The coaching sentence, worded as sure as the overlap allows. */
    note: z.string(),
    /** The seller side's answer judged (the first seller turn after a mention that best matches the card), if any. */
    repAnswer: z.object({ atSeconds: z.number(), text: z.string() }).nullable(),
    /** The card's points the answer used, as written on the card. */
    matchedPoints: z.array(z.string()),
  }),
});
export type CallBattleCard = z.infer<typeof callBattleCardSchema>;
export const callBattleCardListSchema = z.array(callBattleCardSchema);
