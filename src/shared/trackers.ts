import { z } from "zod";

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
  })
  .strict();
export type TrackerInput = z.input<typeof trackerInputSchema>;

export const trackerSchema = z.object({
  id: z.string(),
  name: z.string(),
  phrases: z.array(z.string()),
  side: trackerSideSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Tracker = z.infer<typeof trackerSchema>;

export const trackerListSchema = z.object({ trackers: z.array(trackerSchema), limit: z.number().int() });
export type TrackerList = z.infer<typeof trackerListSchema>;

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
