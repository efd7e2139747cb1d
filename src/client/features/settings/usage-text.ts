import { USAGE_WARNING_THRESHOLD, planById } from "@shared/plans";
import type { UsageStats } from "@shared/transcripts";

export const INFINITY = "∞";

/** SPEC §8: "{current} of {limit} recordings used this month ({plan name} plan)"; ∞ when unlimited. */
export function usageSummary(usage: UsageStats): string {
  return `${usage.current} of ${usage.limit ?? INFINITY} recordings used this month (${planById(usage.plan).name} plan)`;
}

export type UsageWarning = "approaching" | "reached" | null;

/** SPEC §4: nothing on the unlimited plan or below 80%; "reached" once current is at least the limit. */
export function usageWarning(usage: UsageStats): UsageWarning {
  if (usage.limit === null) return null;
  if (usage.current >= usage.limit) return "reached";
  if (usage.percentUsed >= USAGE_WARNING_THRESHOLD) return "approaching";
  return null;
}
