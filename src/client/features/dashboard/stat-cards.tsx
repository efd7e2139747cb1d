import { Brain, Clock, Phone, TrendingUp } from "lucide-react";
import type { DashboardStats } from "@shared/dashboard";
import { formatMinutesSeconds, oneDecimal } from "./format";
import { StatCard, type StatCardProps } from "./stat-card";
import { cardChanges } from "./stat-changes";

/** Shown while the figures load or when they could not be read. */
const UNKNOWN = "—";

/**
 * SPEC §2's four dashboard cards, values and changes from GET /api/stats: the changes are the user's
 * own, this month against last (SPEC's reading at its top; the fixed texts are never shown).
 */
export function dashboardCards(stats: DashboardStats | undefined): StatCardProps[] {
  const value = (format: (s: DashboardStats) => string) => (stats ? format(stats) : UNKNOWN);
  const changes = cardChanges(stats?.vsLastMonth);
  return [
    {
      title: "Total Calls",
      value: value((s) => String(s.totalCalls)),
      change: changes?.totalCalls,
      icon: Phone,
      iconColor: "bg-blue-100 text-blue-600",
    },
    {
      title: "Conversion Rate",
      value: value((s) => `${oneDecimal(s.conversionRate)}%`),
      change: changes?.conversionRate,
      icon: TrendingUp,
      iconColor: "bg-green-100 text-green-600",
    },
    {
      title: "Avg Call Duration",
      value: value((s) => formatMinutesSeconds(s.avgDuration)),
      change: changes?.avgDuration,
      icon: Clock,
      iconColor: "bg-amber-100 text-amber-600",
    },
    {
      title: "AI Score",
      value: value((s) => `${oneDecimal(s.aiScore)}/10`),
      change: changes?.aiScore,
      icon: Brain,
      iconColor: "bg-purple-100 text-purple-600",
    },
  ];
}

export function StatCards({ stats }: { stats: DashboardStats | undefined }) {
  return (
    <section aria-label="Call statistics" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {dashboardCards(stats).map((card) => (
        <StatCard key={card.title} {...card} />
      ))}
    </section>
  );
}
