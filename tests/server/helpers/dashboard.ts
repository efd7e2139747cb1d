import { randomUUID } from "node:crypto";
import {
  MEDDIC_CRITERIA,
  type ConversationMetrics,
  type MeddicCriterion,
  type MeddicScorecard,
  type MeetingSummary,
} from "@shared/analysis";
import type { Db } from "@server/db/open";
import { analyses, transcripts, users } from "@server/db/schema";

type Result = MeddicScorecard[MeddicCriterion]["result"];

export interface CallSpec {
  uploadedAt?: Date;
  duration?: number;
  name?: string;
  /** Without an analysis the call is still processing (or failed). */
  analysed?: boolean;
  status?: "processing" | "completed" | "failed";
  deleted?: boolean;
  aiScore?: number;
  conversion?: number;
  talkRatio?: number;
  sentiment?: number;
  meddic?: Partial<Record<MeddicCriterion, Result>>;
  followUps?: { due: string | null }[];
  objections?: { answered: boolean }[];
  metrics?: Partial<ConversationMetrics>;
  /**
   * false: stored as the engine stores a call it did not assess (an internal stand-up, no speech, another
   * language): scores 0, every MEDDIC criterion "No", metrics.assessed false. The other fields still apply.
   */
  assessed?: boolean;
}

/** A call the engine did not assess, with figures that would move every average if they were counted. */
export const NOT_ASSESSED: CallSpec = {
  assessed: false,
  duration: 1800,
  talkRatio: 1,
  sentiment: 0.5,
  followUps: [{ due: null }],
  metrics: { questionsByRep: 0, longestRepMonologueSeconds: 900, interactivity: 0 },
};

/** A user inserted directly, for tests that call the query functions without HTTP. */
export async function insertUser(db: Db, id = randomUUID()): Promise<string> {
  await db.insert(users).values({
    id,
    email: `${id}@example.com`,
    firstName: "Test",
    lastName: "User",
    botName: "AI Notetaker",
    botEntryMessage: "Hello",
  });
  return id;
}

const metricsOf = (spec: CallSpec): ConversationMetrics => ({
  talkSecondsBySpeaker: { "0": 300, "1": 300 },
  totalTalkSeconds: 600,
  durationSeconds: spec.duration ?? 600,
  talkTimeRatio: spec.talkRatio ?? 0.5,
  longestRepMonologueSeconds: 60,
  longestCustomerStorySeconds: 90,
  interactivity: 2,
  questionsByRep: 12,
  questionsByCustomer: 3,
  fillerWordsPerMinute: 1,
  patienceSeconds: 0.8,
  wordsBySpeaker: { "0": 750, "1": 750 },
  timed: true,
  ...spec.metrics,
  ...(spec.assessed === false ? { assessed: false } : {}),
});

const scorecardOf = (spec: CallSpec): MeddicScorecard => {
  const entries = MEDDIC_CRITERIA.map((c) => [c, { result: spec.meddic?.[c] ?? "No", context: `${c} context` }]);
  return { overall_score: 50, ...Object.fromEntries(entries) } as MeddicScorecard;
};

const summaryOf = (spec: CallSpec): MeetingSummary => ({
  summary: "A call.",
  follow_ups: (spec.followUps ?? []).map(({ due }) => ({ owner: "Rep", action: "Send the deck", due, at: null })),
  objections: (spec.objections ?? []).map(({ answered }) => ({ category: "price", quote: "Too expensive", at: null, answered })),
});

/** Inserts one call (transcript, and its analysis unless `analysed: false`) and answers its id. */
export async function insertCall(db: Db, userId: string, spec: CallSpec = {}): Promise<string> {
  const id = randomUUID();
  const analysed = spec.analysed ?? true;
  // The analysis is made the moment the call arrives, as in the pipeline.
  const uploadedAt = spec.uploadedAt ?? new Date();
  await db.insert(transcripts).values({
    id,
    userId,
    name: spec.name ?? `Call ${id.slice(0, 4)}`,
    status: spec.status ?? (analysed ? "completed" : "processing"),
    uploadedAt,
    duration: spec.duration ?? 600,
    fileSize: 100,
    content: "Rep: Hello.",
    source: "upload",
    format: "txt",
    diarizationData: [],
    speakerMapping: {},
    deletedAt: spec.deleted ? new Date() : null,
  });
  if (!analysed) return id;
  await db.insert(analyses).values({
    id: randomUUID(),
    transcriptId: id,
    userId,
    createdAt: uploadedAt,
    aiScore: spec.aiScore ?? (spec.assessed === false ? 0 : 7),
    conversionProbability: spec.conversion ?? (spec.assessed === false ? 0 : 50),
    talkTimeRatio: spec.talkRatio ?? 0.5,
    sentimentScore: spec.sentiment ?? 0.5,
    meddicScorecard: scorecardOf(spec),
    salesCoaching: {
      coaching_score: 50,
      what_went_well: [],
      what_could_improve: [],
      tips: { materials_to_provide: [], value_reinforcements: [], objection_handling: [] },
    },
    meetingSummary: summaryOf(spec),
    metrics: metricsOf(spec),
    engine: { name: "test", version: "1" },
  });
  return id;
}

/** A fixed "now" and days before it, so calendar-day tests never straddle midnight. */
export const NOW = new Date("2026-11-21T15:00:00Z");
export const daysAgo = (days: number, hour = 12) =>
  new Date(Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth(), NOW.getUTCDate() - days, hour));
