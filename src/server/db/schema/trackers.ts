import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, real, text, timestamp } from "drizzle-orm/pg-core";
import type { BattleCard } from "@shared/trackers";
import { users } from "./accounts";
import { transcripts } from "./calls";
import { teams } from "./teams";

/** Trackers and battle cards (issue 18): trackers, re-scan progress, per-call scans and hits. */

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
