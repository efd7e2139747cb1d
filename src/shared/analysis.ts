import { z } from "zod";
import { speakerRoleSchema } from "./utterance";

/** Speaker numbers travel as JSON object keys, so they are digit strings on the wire. */
const speakerKey = z.string().regex(/^\d+$/, "Speaker keys are speaker numbers");

/** SPEC §3 speaker mapping: per speaker number, the name shown and the role (account_owner = the rep). */
export const speakerMappingEntrySchema = z.object({
  name: z.string().max(100),
  role: speakerRoleSchema,
});
export type SpeakerMappingEntry = z.infer<typeof speakerMappingEntrySchema>;
export const speakerMappingSchema = z.record(speakerKey, speakerMappingEntrySchema);
export type SpeakerMapping = z.infer<typeof speakerMappingSchema>;

const seconds = z.number().min(0);
const unitScore = z.number().min(0).max(1);
const perSpeaker = z.record(speakerKey, seconds);

/**
 * Exact conversation metrics, computed by code and never by an LLM.
 * The definitions live beside the code that computes them (src/server/engine/metrics.ts).
 */
/**
 * The kind of call as engine 2 reads it: benchmarks differ by stage (the question count is a discovery
 * benchmark, not a closing one). "other" is what is not a sales stage (a persuasion chat, an internal meeting).
 */
export const CALL_STAGES = ["discovery", "demo", "negotiation", "closing", "cold_call", "follow_up", "other"] as const;
export type CallStage = (typeof CALL_STAGES)[number];

export const conversationMetricsSchema = z.object({
  talkSecondsBySpeaker: perSpeaker,
  totalTalkSeconds: seconds,
  durationSeconds: seconds,
  talkTimeRatio: z.number().min(0).max(1),
  longestRepMonologueSeconds: seconds,
  longestCustomerStorySeconds: seconds,
  interactivity: z.number().min(0),
  questionsByRep: z.number().int().min(0),
  questionsByCustomer: z.number().int().min(0),
  fillerWordsPerMinute: z.number().min(0),
  patienceSeconds: seconds.nullable(),
  wordsBySpeaker: z.record(speakerKey, z.number().int().min(0)),
  timed: z.boolean(),
  /**
   * Sentiment detail for the screen (optional: analyses stored before it existed lack it). Each is VADER's
   * compound score averaged over sentences weighted by their words and mapped from -1..1 to 0..1; null
   * when that side said nothing scorable (or the call is not in English, the only language VADER reads).
   */
  repSentiment: unitScore.nullable().optional(),
  customerSentiment: unitScore.nullable().optional(),
  /** One point per minute of the call that has speech: the whole call's sentiment and each side's. */
  sentimentByMinute: z
    .array(
      z.object({
        minute: z.number().int().min(0),
        score: unitScore,
        rep: unitScore.nullable(),
        customer: unitScore.nullable(),
      }),
    )
    .optional(),
  /** The language the engine read the call in: "en", "es", or "other" when it reads neither. */
  language: z.enum(["en", "es", "other"]).optional(),
  /**
   * Set when who is on our side was detected rather than confirmed and the detection is unsure (low
   * confidence, a single speaker, many speakers): the screen shows it so the user checks the roles.
   * Optional: analyses stored before it existed, and confident ones, lack it.
   */
  roleWarning: z.string().max(500).optional(),
  /**
   * Set when the call was assessed as sales although it reads more like an internal meeting, a class or an
   * interview (the engine's meeting model is unsure): the screen shows it beside the scores. Optional.
   */
  meetingWarning: z.string().max(500).optional(),
  /**
   * Why the conversion probability is what it is: the signals that moved the fitted model most from an
   * average call, biggest first ("why 34%"). Optional: analyses from before engine 2 and the LLM's lack it.
   */
  conversionFactors: z
    .array(z.object({ factor: z.string().max(200), direction: z.enum(["up", "down"]) }))
    .max(8)
    .optional(),
  /**
   * The call signals (0..1) the fitted score models read, so an LLM's judgements can re-score the call with
   * the same models (features/analyses/llm-engine.ts). Optional: older analyses and Spanish calls lack them.
   */
  scoreSignals: z.record(z.string().max(40), z.number().min(0).max(1)).optional(),
  /** The call's stage as the engine read it (engine 2, English calls); optional for older analyses. */
  callStage: z.enum(CALL_STAGES).optional(),
  /**
   * false when the call was not assessed: no speech, a language the engine cannot read, no sales
   * conversation, or nobody on the customer side. Its AI score and conversion are then 0 for "not scored",
   * not for a bad call, so no score average counts it (the analyses table's `assessed` column). Absent means
   * assessed (every assessed call, and analyses stored before the field existed).
   */
  assessed: z.boolean().optional(),
});
export type ConversationMetrics = z.infer<typeof conversationMetricsSchema>;

/** Whether an analysis' scores are scores (see `assessed` above): the one reading of the flag in code. */
export const isAssessed = (analysis: { metrics: Pick<ConversationMetrics, "assessed"> }): boolean =>
  analysis.metrics.assessed !== false;

export const MEDDIC_CRITERIA = [
  "metrics",
  "economic_buyer",
  "decision_criteria",
  "decision_process",
  "identify_pain",
  "champion",
] as const;
export type MeddicCriterion = (typeof MEDDIC_CRITERIA)[number];

/** How each MEDDIC criterion id reads on screen. */
export const MEDDIC_LABELS: Record<MeddicCriterion, string> = {
  metrics: "Metrics",
  economic_buyer: "Economic Buyer",
  decision_criteria: "Decision Criteria",
  decision_process: "Decision Process",
  identify_pain: "Identify Pain",
  champion: "Champion",
};

export const meddicCriterionSchema = z.object({
  result: z.enum(["Yes", "Partial", "No"]),
  /** The quote and its time that justify the result. */
  context: z.string(),
});

/** overall_score sits beside the six per-criterion entries, as SPEC §3 describes the object. */
export const meddicScorecardSchema = z.object({
  overall_score: z.number().min(0).max(100),
  metrics: meddicCriterionSchema,
  economic_buyer: meddicCriterionSchema,
  decision_criteria: meddicCriterionSchema,
  decision_process: meddicCriterionSchema,
  identify_pain: meddicCriterionSchema,
  champion: meddicCriterionSchema,
});
export type MeddicScorecard = z.infer<typeof meddicScorecardSchema>;

export const salesCoachingSchema = z.object({
  coaching_score: z.number().min(0).max(100),
  what_went_well: z.array(z.string()),
  what_could_improve: z.array(
    z.object({ issue: z.string(), why_it_matters: z.string(), recommended_fix: z.string() }),
  ),
  tips: z.object({
    materials_to_provide: z.array(z.string()),
    value_reinforcements: z.array(z.string()),
    objection_handling: z.array(z.string()),
  }),
});
export type SalesCoaching = z.infer<typeof salesCoachingSchema>;

/** `at` is seconds into the call where it was said, null when the transcript has no times. */
export const followUpSchema = z.object({
  owner: z.string(),
  action: z.string(),
  due: z.string().nullable(),
  at: z.number().min(0).nullable(),
});
export const objectionSchema = z.object({
  category: z.string(),
  quote: z.string(),
  at: z.number().min(0).nullable(),
  answered: z.boolean(),
});
export const meetingSummarySchema = z.object({
  summary: z.string(),
  follow_ups: z.array(followUpSchema),
  objections: z.array(objectionSchema),
});
export type MeetingSummary = z.infer<typeof meetingSummarySchema>;

/**
 * Which engine produced an analysis. The optional fields came with the LLM engine (older rows lack them):
 * the model that wrote the qualitative parts, the tokens it used, the time the analysis took, and, when
 * the model failed and the local engine's result was stored instead, why.
 */
export const engineInfoSchema = z.object({
  name: z.string(),
  version: z.string(),
  model: z.string().optional(),
  tokens: z.object({ input: z.number().int().min(0), output: z.number().int().min(0) }).optional(),
  durationMs: z.number().min(0).optional(),
  fallbackReason: z.string().optional(),
});
export type EngineInfo = z.infer<typeof engineInfoSchema>;

/**
 * SPEC §3: an analysis JSON field may arrive as an object or as JSON text, and a field that cannot be
 * parsed hides its section. So text is parsed here, and anything unreadable or off-shape becomes null.
 */
export function tolerantJson<T extends z.ZodType>(schema: T) {
  return z
    .preprocess((value) => {
      if (typeof value !== "string") return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return null;
      }
    }, schema.nullable())
    .catch(null);
}

/** SPEC §3 Analysis, as GET /api/analyses/transcript/{id} returns it. */
export const analysisSchema = z.object({
  id: z.string(),
  transcriptId: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  aiScore: z.number().min(0).max(10),
  conversionProbability: z.number().min(0).max(100),
  talkTimeRatio: z.number().min(0).max(1),
  sentimentScore: z.number().min(0).max(1),
  meddicScorecard: tolerantJson(meddicScorecardSchema),
  salesCoaching: tolerantJson(salesCoachingSchema),
  meetingSummary: tolerantJson(meetingSummarySchema),
  metrics: conversationMetricsSchema,
  engine: engineInfoSchema,
});
export type Analysis = z.infer<typeof analysisSchema>;

/** The part of an Analysis that the exact metrics stage produces (talk time comes from the metrics). */
export const metricsAnalysisSchema = analysisSchema.pick({ talkTimeRatio: true, metrics: true, engine: true });
export type MetricsAnalysis = z.infer<typeof metricsAnalysisSchema>;

/** A named entity in Gladia's shape: people as NAME, plus ORGANIZATION, MONEY, DATE and PERCENT. */
export const namedEntitySchema = z.object({ entity_type: z.string(), text: z.string() });
export type NamedEntity = z.infer<typeof namedEntitySchema>;

const oneDecimal = (value: number) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9;

/**
 * Everything the analysis engine returns for one call: the Analysis fields the pipeline stores, plus the
 * transcript's named entities. The engine validates its output with this schema before returning it.
 */
export const engineOutputSchema = z.object({
  aiScore: z.number().min(0).max(10).refine(oneDecimal, "aiScore has one decimal"),
  conversionProbability: z.number().int().min(0).max(100),
  talkTimeRatio: unitScore,
  sentimentScore: unitScore,
  meddicScorecard: meddicScorecardSchema,
  salesCoaching: salesCoachingSchema,
  meetingSummary: meetingSummarySchema,
  metrics: conversationMetricsSchema,
  engine: engineInfoSchema,
  namedEntities: z.array(namedEntitySchema),
});
export type EngineOutput = z.infer<typeof engineOutputSchema>;
