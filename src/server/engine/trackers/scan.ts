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
  /** Per tracker scanned, a digest of its hits in this call (an empty one when none), to tell later which changed. */
  digests: Record<string, string>;
  organizations: NamedOrganization[];
  sellerSpeakers: number[];
}

/** 32-bit FNV-1a, as hex: a cheap fingerprint of a tracker's hits, only ever compared with another one. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, "0");
}

/** Each tracker's hits digested: its speaker, moment and sentence in the order said, with their count. */
export function hitDigests(trackerIds: readonly string[], hits: readonly TrackerHit[]): Record<string, string> {
  const parts = new Map<string, string[]>(trackerIds.map((id) => [id, []]));
  for (const hit of hits) parts.get(hit.trackerId)?.push(`${hit.speaker}|${hit.atSeconds}|${hit.text}`);
  return Object.fromEntries([...parts].map(([id, lines]) => [id, `${lines.length}:${fnv1a(lines.join("\n"))}`]));
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
  return { hits, digests: hitDigests(trackers.map((t) => t.id), hits), organizations, sellerSpeakers: [...repSpeakers] };
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
  /** The digests stored by the call's last scan (none if never scanned): trackers whose hits are unchanged are not sent back. */
  storedDigests: Record<string, string>;
  /**
   * Our side as the call's analysis or last scan read it, or null when never scanned. Taken as it is:
   * the hits then follow the analysis' roles, and detecting them again (most of a scan's time) is skipped.
   */
  knownSellers: number[] | null;
}

export interface TrackerScanTask {
  trackers: MatchableTracker[];
  calls: StoredCallForScan[];
}

/** A re-scanned call: the hits of the trackers whose hits changed since the last scan, and which those are. */
export interface ScannedCall extends CallTrackerScan {
  id: string;
  changedTrackers: string[];
}

function parsedEntities(json: string | null): NamedEntity[] {
  if (!json) return [];
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? (value as NamedEntity[]) : [];
}

/**
 * Re-scans stored calls against a set of trackers: the roles as the analysis reads them (detected when
 * nobody confirmed them, the slow part), the hits, and the customer's organisations. Only the hits of
 * trackers whose digest changed come back, so a re-scan after one edit writes one tracker's hits. Pure and CPU-bound:
 * it runs in the engine's worker thread so a re-scan of many calls never holds the web thread.
 */
export function scanStoredCalls(task: TrackerScanTask): ScannedCall[] {
  return task.calls.map((call) => {
    const utterances = JSON.parse(call.utterancesJson) as Utterance[];
    const repSpeakers = call.knownSellers ?? analysisRoles(utterances, call.mapping, call.confirmed).repSpeakers;
    const scan = scanCall(task.trackers, utterances, repSpeakers, parsedEntities(call.entitiesJson));
    const changed = new Set(Object.keys(scan.digests).filter((id) => call.storedDigests[id] !== scan.digests[id]));
    return { id: call.id, ...scan, hits: scan.hits.filter((hit) => changed.has(hit.trackerId)), changedTrackers: [...changed] };
  });
}
