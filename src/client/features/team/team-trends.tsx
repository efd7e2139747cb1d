import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { teamTrendsSchema, TEAM_TREND_WEEKS } from "@shared/teams";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { useCurrentTeam } from "./use-team";

// recharts comes with the chart, in its own chunk, as on the rest of Analytics.
const TeamTrendChart = lazy(async () => ({ default: (await import("./team-trend-chart")).TeamTrendChart }));

const weekLabel = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** Analytics for managers (issue 17): the whole team's weekly AI score, conversion and calls. Nothing for anyone else. */
export function TeamTrends() {
  const current = useCurrentTeam();
  const team = current.data?.team;
  const manager = team?.myRole === "manager";
  const trends = useQuery({
    queryKey: ["/api/teams", team?.id ?? "", "trends"],
    select: (data: unknown) => teamTrendsSchema.parse(data).weeks,
    enabled: manager,
  });
  if (!manager || !trends.data) return null;
  const rows = trends.data.map((week) => ({
    week: weekLabel(week.weekStart),
    calls: week.calls,
    score: week.avgAiScore === null ? null : Math.round(week.avgAiScore * 10) / 10,
    conversion: week.avgConversion === null ? null : Math.round(week.avgConversion),
  }));
  return (
    <Card>
      <CardHeader>
        <CardTitle>{team.name}: team trend</CardTitle>
        <CardDescription>
          Every member's calls per week, last {TEAM_TREND_WEEKS} weeks: conversion (%, left) and average AI score (0–10, right).
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Suspense fallback={<div className="h-64" />}>
          <TeamTrendChart rows={rows} />
        </Suspense>
      </CardContent>
    </Card>
  );
}
