import type { NamedEntity, SpeakerMapping } from "@shared/analysis";
import type { Utterance } from "@shared/utterance";
import { analysisRoles } from "../roles";
import { trackerMatcher, type MatchableTracker, type TrackerHit } from "./match";

/** An organisation the customer side named in a call, and in how many of their sentences. */
export interface NamedOrganization {
  name: string;
  mentions: number;
}

/** What a tracker scan keeps of one call: its hits, the organisations the customer side named, and who was on our side. */
export interface CallTrackerScan {
  hits: TrackerHit[];
  organizations: NamedOrganization[];
  sellerSpeakers: number[];
}

/** Marks an organisation's pseudo-tracker; tracker ids are UUIDs and never start with a NUL. */
const ORGANIZATION_ID = "\u0000org:";

const organizationNames = (entities: readonly NamedEntity[]): string[] =>
  [...new Map(entities.filter((e) => e.entity_type === "ORGANIZATION" && e.text.trim() !== "").map((e) => [e.text.trim().toLowerCase(), e.text.trim()])).values()];

/**
 * One read of a call for its tracker hits and for the organisations among its named entities (the
 * engine's own detection, stored with the analysis) that the customer side said, each with the number of
 * customer sentences naming it. Organisations are matched like a customer-side tracker phrase (whole
 * words, any case), so a name said only by the rep, or only in a speaker label, is not the customer's.
 */
export function scanCall(trackers: readonly MatchableTracker[], utterances: readonly Utterance[], repSpeakers: readonly number[], entities: readonly NamedEntity[]): CallTrackerScan {
  const names = organizationNames(entities);
  const all = [...trackers, ...names.map((name, i) => ({ id: `${ORGANIZATION_ID}${i}`, phrases: [name], side: "customer" as const }))];
  const hits: TrackerHit[] = [];
  const mentions = new Map<number, number>();
  for (const hit of trackerMatcher(all)(utterances, repSpeakers)) {
    if (!hit.trackerId.startsWith(ORGANIZATION_ID)) hits.push(hit);
    else {
      const i = Number(hit.trackerId.slice(ORGANIZATION_ID.length));
      mentions.set(i, (mentions.get(i) ?? 0) + 1);
    }
  }
  const organizations = [...mentions]
    .map(([i, count]) => ({ name: names[i]!, mentions: count }))
    .sort((a, b) => b.mentions - a.mentions || a.name.localeCompare(b.name));
  return { hits, organizations, sellerSpeakers: [...repSpeakers] };
}

/** The organisations of a call's named entities that the customer side said (see scanCall). */
export function customerOrganizations(utterances: readonly Utterance[], repSpeakers: readonly number[], entities: readonly NamedEntity[]): NamedOrganization[] {
  return scanCall([], utterances, repSpeakers, entities).organizations;
}

/** One stored call as a re-scan hands it to the engine thread; the utterances stay JSON text so the web thread never parses them. */
export interface StoredCallForScan {
  id: string;
  utterancesJson: string;
  mapping: SpeakerMapping;
  /** The user saved the speaker roles (revision > 0): they are taken as they are, not detected. */
  confirmed: boolean;
  /** The analysis' named entities as stored (JSON text), or null. */
  entitiesJson: string | null;
}

export interface TrackerScanTask {
  trackers: MatchableTracker[];
  calls: StoredCallForScan[];
}

export interface ScannedCall extends CallTrackerScan {
  id: string;
}

function parsedEntities(json: string | null): NamedEntity[] {
  if (!json) return [];
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? (value as NamedEntity[]) : [];
}

/**
 * Re-scans stored calls against a set of trackers: the roles as the analysis reads them (detected when
 * nobody confirmed them, the slow part), the hits, and the customer's organisations. Pure and CPU-bound:
 * it runs in the engine's worker thread so a re-scan of many calls never holds the web thread.
 */
export function scanStoredCalls(task: TrackerScanTask): ScannedCall[] {
  return task.calls.map((call) => {
    const utterances = JSON.parse(call.utterancesJson) as Utterance[];
    const { repSpeakers } = analysisRoles(utterances, call.mapping, call.confirmed);
    return { id: call.id, ...scanCall(task.trackers, utterances, repSpeakers, parsedEntities(call.entitiesJson)) };
  });
}
