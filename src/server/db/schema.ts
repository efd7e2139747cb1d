import { sql } from "drizzle-orm";
import { bigint, boolean, check, customType, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { BattleCard } from "@shared/trackers";
import type { Utterance } from "@shared/utterance";
import type {
  ConversationMetrics,
  EngineInfo,
  MeddicScorecard,
  MeetingSummary,
  SalesCoaching,
  SpeakerMapping,
} from "@shared/analysis";

export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    /** Null for accounts that only sign in through Google or Microsoft. */
    passwordHash: text("password_hash"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    company: text("company"),
    jobTitle: text("job_title"),
    botName: text("bot_name").notNull(),
    botEntryMessage: text("bot_entry_message").notNull(),
    profileImageUrl: text("profile_image_url"),
    plan: text("plan", { enum: ["free", "start", "pro", "unlimited"] }).notNull().default("free"),
    /** Stripe's customer and subscription ids, and the subscription's last known status (billing feature). */
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    subscriptionStatus: text("subscription_status"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Bumped by database triggers (migration 0007) whenever the user's calls, analyses, meetings or this
     * row change: the ETag of every polled list and figure (src/server/http/conditional-reads.ts).
     */
    dataVersion: bigint("data_version", { mode: "number" }).notNull().default(0),
    /** Set once the default topic trackers were added (issue 18), so a deleted default is not added again. */
    trackerDefaultsAdded: boolean("tracker_defaults_added").notNull().default(false),
  },
  // Case-insensitive uniqueness: Bob@x.com and bob@x.com are one account.
  (t) => [
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    uniqueIndex("users_stripe_customer_idx").on(t.stripeCustomerId),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the cookie's token, so a database leak does not leak live sessions. */
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Fixed-window counters, in the database so every web process shares them. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});

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

/** Stripe webhook events already applied: a redelivered event is acknowledged and changes nothing. */
export const processedWebhookEvents = pgTable("processed_webhook_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A Google or Microsoft identity linked to an account; the provider's stable user id, not the e-mail. */
export const oauthAccounts = pgTable(
  "oauth_accounts",
  {
    provider: text("provider", { enum: ["google", "microsoft"] }).notNull(),
    providerUserId: text("provider_user_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerUserId] }), index("oauth_accounts_user_idx").on(t.userId)],
);

/**
 * External sign-ins in flight: the state sent to the provider and the PKCE verifier, in the database so
 * the callback may land on any web process. Each row is used once and expires after a few minutes.
 */
export const oauthStates = pgTable(
  "oauth_states",
  {
    state: text("state").primaryKey(),
    provider: text("provider", { enum: ["google", "microsoft"] }).notNull(),
    codeVerifier: text("code_verifier").notNull(),
    redirectUri: text("redirect_uri").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set for a calendar connection: the signed-in user the attempt belongs to (null for sign-in). */
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [index("oauth_states_expires_idx").on(t.expiresAt)],
);

/**
 * The one calendar a user has connected (one provider at a time). Tokens are AES-256-GCM ciphertext
 * under APP_SECRET (src/server/crypto), never plain text.
 */
export const calendarConnections = pgTable("calendar_connections", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  provider: text("provider", { enum: ["google", "microsoft"] }).notNull(),
  accessToken: text("access_token").notNull(),
  refreshToken: text("refresh_token"),
  expiresAt: timestamp("expires_at", { withTimezone: true }),
  lastSync: timestamp("last_sync", { withTimezone: true }),
  /** Sales meetings found by the last sync (video link and an attendee from outside the user's domain). */
  salesMeetings: integer("sales_meetings"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Whether the auto-scheduling cron sends a bot to the user's upcoming video meetings. */
export const autoScheduleSettings = pgTable("auto_schedule_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  enabled: boolean("enabled").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A meeting-bot booking and where it stands: scheduled → joining → recording → processing → completed/failed. */
export const meetings = pgTable(
  "meetings",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    meetingUrl: text("meeting_url").notNull(),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }).notNull(),
    status: text("status", { enum: ["scheduled", "joining", "recording", "processing", "completed", "failed"] }).notNull(),
    failureReason: text("failure_reason"),
    calendarEventId: text("calendar_event_id"),
    /** The bot service chosen when the meeting was booked, and its id for the bot. */
    provider: text("provider").notNull(),
    botId: text("bot_id"),
    transcriptId: text("transcript_id").references(() => transcripts.id, { onDelete: "set null" }),
    /** Where the copied audio lives in the storage adapter. */
    recordingKey: text("recording_key"),
    /** Held while one worker fetches the results, so two completions cannot both create a transcript. */
    completionLeaseUntil: timestamp("completion_lease_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("meetings_user_scheduled_idx").on(t.userId, t.scheduledAt),
    // A calendar event gets one bot, however often auto-scheduling or the card asks.
    uniqueIndex("meetings_user_event_idx").on(t.userId, t.calendarEventId),
    uniqueIndex("meetings_provider_bot_idx").on(t.provider, t.botId),
    index("meetings_status_idx").on(t.status),
  ],
);

/** Bot-provider webhook deliveries already applied, so a replayed delivery changes nothing. */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] }), index("webhook_events_received_idx").on(t.receivedAt)],
);

/**
 * A manager's team of reps (issue 17). Its plan is the plan of `billingUserId`, the member whose
 * subscription pays for the seats; every member gets that plan's monthly recordings.
 */
export const teams = pgTable("teams", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  billingUserId: text("billing_user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Who is on a team and as what. The user id is the key: a user belongs to at most one team. */
export const teamMembers = pgTable(
  "team_members",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["manager", "rep"] }).notNull(),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("team_members_team_idx").on(t.teamId)],
);

/** A single-use invitation link; only the SHA-256 of its token is stored, so a database leak opens no team. */
export const teamInvitations = pgTable(
  "team_invitations",
  {
    id: text("id").primaryKey(),
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role", { enum: ["manager", "rep"] }).notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedBy: text("invited_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: text("accepted_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [uniqueIndex("team_invitations_token_idx").on(t.tokenHash), index("team_invitations_team_idx").on(t.teamId)],
);

/** A teammate's comment on a call, optionally pinned to a moment of it (seconds from the start). */
export const callComments = pgTable(
  "call_comments",
  {
    id: text("id").primaryKey(),
    transcriptId: text("transcript_id")
      .notNull()
      .references(() => transcripts.id, { onDelete: "cascade" }),
    authorId: text("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    atSeconds: integer("at_seconds"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("call_comments_transcript_idx").on(t.transcriptId, t.createdAt)],
);

/** What a user is told about (a comment on their call); read in the notifications list. */
export const notifications = pgTable(
  "notifications",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["comment"] }).notNull(),
    transcriptId: text("transcript_id").references(() => transcripts.id, { onDelete: "cascade" }),
    commentId: text("comment_id").references(() => callComments.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [index("notifications_user_created_idx").on(t.userId, t.createdAt)],
);

/** Calls a manager marked "worth learning from": the team's library. */
export const teamLibrary = pgTable(
  "team_library",
  {
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    transcriptId: text("transcript_id")
      .notNull()
      .references(() => transcripts.id, { onDelete: "cascade" }),
    addedBy: text("added_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.transcriptId] })],
);

/**
 * Trackers (issue 18): a name, words and phrases taken literally, and which side says them. Each is a
 * user's own (user_id) or a team's shared one (team_id, migration 0012), never both.
 */
export const trackers = pgTable(
  "trackers",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    teamId: text("team_id").references(() => teams.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    phrases: jsonb("phrases").$type<string[]>().notNull(),
    side: text("side", { enum: ["customer", "us", "anyone"] }).notNull(),
    /** Why we win, landmines and objection answers (issue 18, point 2); null until written. */
    battleCard: jsonb("battle_card").$type<BattleCard>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("trackers_user_idx").on(t.userId, t.createdAt),
    index("trackers_team_idx").on(t.teamId, t.createdAt),
    check("trackers_one_owner", sql`num_nonnulls(${t.userId}, ${t.teamId}) = 1`),
  ],
);

/**
 * Progress of a user's background tracker re-scan (issue 18): written by the job, read by GET /api/trackers
 * from any process (the web and the worker may be apart). A re-scan is queued while queued_at is later than
 * started_at, running while started_at is set and finished_at is not later.
 */
export const trackerRescans = pgTable("tracker_rescans", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  queuedAt: timestamp("queued_at", { withTimezone: true }),
  startedAt: timestamp("started_at", { withTimezone: true }),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
  done: integer("done").notNull().default(0),
  total: integer("total").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What a tracker scan read of one call besides hits (issue 18): the organisations the customer side
 * named, with how often, for the competitor suggestions, and who was on our side. Written with the call's hits; a call without a
 * row was never scanned since this table exists.
 */
export const trackerCallScans = pgTable("tracker_call_scans", {
  transcriptId: text("transcript_id")
    .primaryKey()
    .references(() => transcripts.id, { onDelete: "cascade" }),
  organizations: jsonb("organizations").$type<{ name: string; mentions: number }[]>().notNull(),
  /** The speakers the scan read as our side (the analysis' roles), so battle-card coaching need not detect them again. */
  sellerSpeakers: jsonb("seller_speakers").$type<number[]>().notNull(),
  /**
   * A digest of each tracker's hits in the call as stored, so a re-scan rewrites only the trackers whose
   * hits changed (an edit touches one tracker; rewriting every hit of every call is most of a re-scan's
   * database work). A tracker missing here is rewritten.
   */
  trackerDigests: jsonb("tracker_digests").$type<Record<string, string>>().notNull().default({}),
  /** Who is writing the call's hits: a re-scan writes in small pieces and stops if an analysis rewrote them meanwhile. */
  scanToken: text("scan_token").notNull().default(""),
  scannedAt: timestamp("scanned_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Each moment a tracker was said in an analysed call (issue 18): rewritten when the call is analysed or the owner's trackers change. */
export const trackerHits = pgTable(
  "tracker_hits",
  {
    // No id (dropped in 0012): nothing reads a hit by itself, and a random key's index was a quarter of
    // the cost of writing a re-scan's hundreds of thousands of rows.
    transcriptId: text("transcript_id")
      .notNull()
      .references(() => transcripts.id, { onDelete: "cascade" }),
    trackerId: text("tracker_id")
      .notNull()
      .references(() => trackers.id, { onDelete: "cascade" }),
    /** The speaker's number in the transcript; the name is read from the call's mapping when shown. */
    speaker: integer("speaker").notNull(),
    atSeconds: real("at_seconds").notNull(),
    text: text("text").notNull(),
  },
  (t) => [index("tracker_hits_transcript_idx").on(t.transcriptId), index("tracker_hits_tracker_idx").on(t.trackerId)],
);
