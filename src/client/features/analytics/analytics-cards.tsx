import { Brain, Clock, Phone, TrendingUp } from "lucide-react";
import type { AnalyticsDashboard } from "@shared/dashboard";
import { formatHoursMinutes, oneDecimal, StatCard, type StatCardProps } from "@client/features/dashboard";
import { analyticsScoreClass } from "./analytics-data";

/** The analytics screen's four cards: durations as "Xh Ym" / "Ym", the AI score in its colour. */
export function analyticsCards(data: AnalyticsDashboard): StatCardProps[] {
  return [
    { title: "Total Calls", value: String(data.totalCalls), icon: Phone, iconColor: "bg-blue-100 text-blue-600" },
    {
      title: "Conversion Rate",
      value: `${oneDecimal(data.conversionRate)}%`,
      icon: TrendingUp,
      iconColor: "bg-green-100 text-green-600",
    },
    {
      title: "Average Duration",
      value: formatHoursMinutes(data.avgDuration),
      icon: Clock,
      iconColor: "bg-amber-100 text-amber-600",
    },
    {
      title: "AI Score",
      value: `${oneDecimal(data.aiScore)}/10`,
      valueClassName: analyticsScoreClass(data.aiScore),
      icon: Brain,
      iconColor: "bg-purple-100 text-purple-600",
    },
  ];
}

export function AnalyticsCards({ data }: { data: AnalyticsDashboard }) {
  return (
    <section aria-label="Analytics summary" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {analyticsCards(data).map((card) => (
        <StatCard key={card.title} {...card} />
      ))}
    </section>
  );
}
