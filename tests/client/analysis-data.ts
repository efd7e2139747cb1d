import type { Analysis, SpeakerMapping } from "@shared/analysis";
import type { Transcript } from "@shared/transcripts";
import { json, stubFetch } from "@tests/client/fetch-stub";

/** A call as GET /api/transcripts/{id} answers it: Dana (the rep) and Sam, with read times. */
export function transcriptBody(overrides: Partial<Transcript> = {}): Transcript {
  return {
    id: "t1",
    name: "Acme discovery",
    status: "completed",
    failureReason: null,
    uploadedAt: "2026-11-20T15:30:00.000Z",
    duration: 300,
    fileSize: 2_048,
    source: "upload",
    meetingName: null,
    recordingUrl: null,
    content: "raw",
    format: "timestamped",
    namedEntities: JSON.stringify([{ entity_type: "NAME", text: "Dana Reyes" }]),
    diarizationData: [
      { speaker: 0, text: "Thanks for joining. What made you take this call?", start: 0, end: 20 },
      { speaker: 1, text: "Our invoices take thirty hours a week to check.", start: 20, end: 70 },
      { speaker: 0, text: "What does that cost you today?", start: 70, end: 95 },
      { speaker: 1, text: "Honestly the price worries me more than the hours.", start: 95, end: 150 },
      { speaker: 0, text: "Fair. I'll send the pricing by Friday.", start: 150, end: 180 },
    ],
    ...overrides,
  };
}

export const MAPPING: SpeakerMapping = {
  "0": { name: "Dana Reyes", role: "account_owner" },
  "1": { name: "Sam Patel", role: "customer" },
};

/** An analysis as GET /api/analyses/transcript/{id} answers it for the call above. */
export function baseAnalysis() {
  return {
    id: "a1",
    transcriptId: "t1",
    createdAt: "2026-11-20T15:31:00.000Z",
    aiScore: 7.8,
    conversionProbability: 62.4,
    talkTimeRatio: 0.427,
    sentimentScore: 0.715,
    meddicScorecard: {
      overall_score: 58,
      metrics: { result: "Yes", context: "“Our invoices take thirty hours a week to check.” (Sam Patel, 00:20)" },
      economic_buyer: { result: "No", context: "Nobody said who signs off on the budget." },
      decision_criteria: { result: "Partial", context: "Price came up (Sam Patel, 01:35)" },
      decision_process: { result: "No", context: "No steps or timeline were discussed." },
      identify_pain: { result: "Yes", context: "“thirty hours a week” (Sam Patel, 00:20)" },
      champion: { result: "No", context: "Nobody committed to push internally." },
    },
    salesCoaching: {
      coaching_score: 64,
      what_went_well: ["You asked about the cost of the status quo (Dana Reyes, 01:10)"],
      what_could_improve: [
        { issue: "Few questions", why_it_matters: "Top reps ask 11–14.", recommended_fix: "Prepare five open questions." },
      ],
      tips: { materials_to_provide: ["Pricing sheet"], value_reinforcements: [], objection_handling: ["Tie price to the 30 hours saved."] },
    },
    meetingSummary: {
      summary: "Dana met Sam about invoice checking.",
      follow_ups: [{ owner: "Dana Reyes", action: "Send the pricing", due: "Friday", at: 150 }],
      objections: [{ category: "price", quote: "the price worries me more than the hours", at: 95, answered: true }],
    },
    metrics: {
      talkSecondsBySpeaker: { "0": 75, "1": 105 },
      totalTalkSeconds: 180,
      durationSeconds: 180,
      talkTimeRatio: 0.427,
      longestRepMonologueSeconds: 30,
      longestCustomerStorySeconds: 55,
      interactivity: 1.7,
      questionsByRep: 2,
      questionsByCustomer: 0,
      fillerWordsPerMinute: 0.5,
      patienceSeconds: 0.8,
      wordsBySpeaker: { "0": 22, "1": 18 },
      timed: true,
    },
    engine: { name: "local", version: "1.0.0" },
  };
}

/** The same with some fields replaced, also by values the schema must cope with (JSON text, junk). */
export function analysisBody(overrides: Partial<Record<keyof Analysis, unknown>> = {}): Record<string, unknown> {
  return { ...baseAnalysis(), ...overrides };
}

interface CallStub {
  transcript?: Transcript | null;
  analysis?: Record<string, unknown> | null;
  mapping?: SpeakerMapping;
}

const notFound = (message: string) => json({ code: "NOT_FOUND", message }, 404);

/** Stubs the three reads of the screen for call t1; null answers 404. */
export function stubCall(
  { transcript = transcriptBody(), analysis = analysisBody(), mapping = MAPPING }: CallStub = {},
  extra: Parameters<typeof stubFetch>[0] = {},
) {
  return stubFetch({
    "GET /api/transcripts/t1": () => (transcript ? json({ transcript }) : notFound("Transcript not found")),
    "GET /api/transcripts/t1/speakers": () => (transcript ? json({ speakerMapping: mapping }) : notFound("Transcript not found")),
    "GET /api/analyses/transcript/t1": () => (analysis ? json({ analysis }) : notFound("Analysis not found")),
    "GET /api/transcripts/t1/tracker-hits": () => (transcript ? json([]) : notFound("Transcript not found")),
    "GET /api/transcripts/t1/battle-cards": () => (transcript ? json([]) : notFound("Transcript not found")),
    ...extra,
  });
}
