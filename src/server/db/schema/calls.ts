import { sql } from "drizzle-orm";
import { boolean, customType, index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { Utterance } from "@shared/utterance";
import type { ConversationMetrics, EngineInfo, MeddicScorecard, MeetingSummary, SalesCoaching, SpeakerMapping } from "@shared/analysis";
import { users } from "./accounts";

/** Calls and their analyses, with the per-call facts the dashboard aggregates. */

/** PostgreSQL full-text search vector; written only by the database (migration 0007's trigger). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const transcripts = pgTable(
  "transcripts",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    status: text("status", { enum: ["processing", "completed", "failed"] }).notNull(),
    failureReason: text("failure_reason"),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
    /** Seconds. */
    duration: integer("duration").notNull(),
    /** Bytes of the uploaded file (or of the pasted text). */
    fileSize: integer("file_size").notNull(),
    content: text("content").notNull(),
    /** "upload" for files and pasted text; "gladia" for meeting-bot recordings (SPEC §3). */
    source: text("source").notNull(),
    format: text("format").notNull(),
    meetingName: text("meeting_name"),
    recordingUrl: text("recording_url"),
    /** JSON text of [{entity_type, text}], Gladia's shape (SPEC §3). */
    namedEntities: text("named_entities"),
    diarizationData: jsonb("diarization_data").$type<Utterance[]>().notNull(),
    speakerMapping: jsonb("speaker_mapping").$type<SpeakerMapping>().notNull(),
    /** Bumped whenever the input to the analysis changes; a result for an older revision is dropped. */
    revision: integer("revision").notNull().default(0),
    /**
     * Deleting wipes a transcript's content but keeps this row, so the month's usage still counts it:
     * otherwise delete-and-upload would step around the plan limit.
     */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** The client's Idempotency-Key for the upload that made this row: a retry answers this row again. */
    idempotencyKey: text("idempotency_key"),
    /** SHA-256 of the upload's name and text, so a key reused for a different upload is refused, not replayed. */
    idempotencyFingerprint: text("idempotency_fingerprint"),
    /**
     * What the lists show, derived by a trigger when the row is written (migration 0007), so a list never
     * reads the text: the first spoken lines as "Name: text" (SPEC §9, 300 characters), the text's length,
     * and the search vector over the call's name (weight A) and what was said (weight B).
     */
    preview: text("preview").notNull().default(""),
    contentLength: integer("content_length").notNull().default(0),
    searchVector: tsvector("search_vector"),
    /**
     * The row as the list sends it (rapport_list_item as JSON text, its analysis' AI score included), kept by
     * triggers on this table and on analyses (migration 0016), so a page is these texts joined with commas.
     */
    listItem: text("list_item"),
  },
  (t) => [
    // Newest first with the id as tie-break: the list's keyset cursor (features/transcripts/list-query.ts).
    index("transcripts_user_list_idx").on(t.userId, t.uploadedAt, t.id),
    // fastupdate off: PGlite has no autovacuum to flush GIN's pending list, and a long pending list made its
    // planner prefer reading every call's vector (27 ms) to the index (6 ms).
    index("transcripts_search_idx").using("gin", t.searchVector).with({ fastupdate: false }),
    uniqueIndex("transcripts_user_idempotency_key_idx")
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} IS NOT NULL`),
    // Few calls are ever deleted: the dashboard leaves them out through this small index.
    index("transcripts_user_deleted_idx").on(t.userId).where(sql`${t.deletedAt} IS NOT NULL`),
  ],
);

/** A JSON number as real, or null when the value is missing or not a number (never an insert error). */
const jsonNumber = (path: string) =>
  sql.raw(`CASE WHEN jsonb_typeof(${path}) = 'number' THEN (${path})::real END`);
/** The length of a JSON array, or null when the value is missing or not an array. */
const jsonArrayLength = (path: string) =>
  sql.raw(`CASE WHEN jsonb_typeof(${path}) = 'array' THEN jsonb_array_length(${path}) END`);
/** A MEDDIC criterion's result ("Yes", "Partial", "No"). */
const meddicResult = (name: string, criterion: string) =>
  text(name).generatedAlwaysAs(sql.raw(`"meddic_scorecard"->'${criterion}'->>'result'`));

/**
 * The per-call facts the dashboard and analytics aggregate, derived by the database from the analysis
 * JSON when the row is written (stored generated columns; no code writes them, so they cannot drift).
 * Reading ten thousand JSON documents per request is far too slow on the embedded database; these
 * narrow columns make the aggregates a plain scan (src/server/features/dashboard).
 */
const dashboardFacts = {
  /**
   * Whether the engine assessed the call (metrics.assessed, isAssessed() in @shared/analysis): a call it did
   * not assess has zero scores that are not scores, so every score average reads only assessed rows.
   */
  assessed: boolean("assessed")
    .notNull()
    .generatedAlwaysAs(sql.raw(`("metrics"->'assessed') IS DISTINCT FROM 'false'::jsonb`)),
  questionsByRep: real("questions_by_rep").generatedAlwaysAs(jsonNumber(`"metrics"->'questionsByRep'`)),
  longestRepMonologueSeconds: real("longest_rep_monologue_seconds").generatedAlwaysAs(
    jsonNumber(`"metrics"->'longestRepMonologueSeconds'`),
  ),
  interactivity: real("interactivity").generatedAlwaysAs(jsonNumber(`"metrics"->'interactivity'`)),
  metricsResult: meddicResult("metrics_result", "metrics"),
  economicBuyerResult: meddicResult("economic_buyer_result", "economic_buyer"),
  decisionCriteriaResult: meddicResult("decision_criteria_result", "decision_criteria"),
  decisionProcessResult: meddicResult("decision_process_result", "decision_process"),
  identifyPainResult: meddicResult("identify_pain_result", "identify_pain"),
  championResult: meddicResult("champion_result", "champion"),
  followUps: integer("follow_ups").generatedAlwaysAs(jsonArrayLength(`"meeting_summary"->'follow_ups'`)),
  datedFollowUps: integer("dated_follow_ups").generatedAlwaysAs(
    sql.raw(`jsonb_array_length(jsonb_path_query_array("meeting_summary", '$.follow_ups[*] ? (@.due != null)'))`),
  ),
  objections: integer("objections").generatedAlwaysAs(jsonArrayLength(`"meeting_summary"->'objections'`)),
  answeredObjections: integer("answered_objections").generatedAlwaysAs(
    sql.raw(`jsonb_array_length(jsonb_path_query_array("meeting_summary", '$.objections[*] ? (@.answered == true)'))`),
  ),
};

export const analyses = pgTable(
  "analyses",
  {
    id: text("id").primaryKey(),
    transcriptId: text("transcript_id")
      .notNull()
      .references(() => transcripts.id, { onDelete: "cascade" }),
    /** Copied from the transcript so per-user aggregations need no join. */
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    aiScore: real("ai_score").notNull(),
    conversionProbability: real("conversion_probability").notNull(),
    talkTimeRatio: real("talk_time_ratio").notNull(),
    sentimentScore: real("sentiment_score").notNull(),
    meddicScorecard: jsonb("meddic_scorecard").$type<MeddicScorecard>().notNull(),
    salesCoaching: jsonb("sales_coaching").$type<SalesCoaching>().notNull(),
    meetingSummary: jsonb("meeting_summary").$type<MeetingSummary>().notNull(),
    metrics: jsonb("metrics").$type<ConversationMetrics>().notNull(),
    engine: jsonb("engine").$type<EngineInfo>().notNull(),
    ...dashboardFacts,
  },
  (t) => [
    uniqueIndex("analyses_transcript_idx").on(t.transcriptId),
    index("analyses_user_created_idx").on(t.userId, t.createdAt),
  ],
);
