import { MEDDIC_CRITERIA } from "@shared/analysis";
import type { RepMonth, RepStats } from "@shared/teams";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { useTeamStats } from "./use-dashboard";

const MEDDIC_SHORT: Record<(typeof MEDDIC_CRITERIA)[number], string> = {
  metrics: "M",
  economic_buyer: "E",
  decision_criteria: "D",
  decision_process: "D",
  identify_pain: "I",
  champion: "C",
};
const MEDDIC_LABEL: Record<(typeof MEDDIC_CRITERIA)[number], string> = {
  metrics: "Metrics",
  economic_buyer: "Economic buyer",
  decision_criteria: "Decision criteria",
  decision_process: "Decision process",
  identify_pain: "Identify pain",
  champion: "Champion",
};

const fixed = (value: number | null, digits = 1, suffix = "") => (value === null ? "–" : `${value.toFixed(digits)}${suffix}`);
const percentOfRatio = (value: number | null) => (value === null ? "–" : `${Math.round(value * 100)}%`);

function Figure({ label, now, before }: { label: string; now: string; before: string }) {
  return (
    <div className="grid gap-0.5">
      <span className="text-xs text-muted-foreground">{label}</span>
      <span className="text-sm font-medium tabular-nums">{now}</span>
      <span className="text-xs text-muted-foreground tabular-nums">last month {before}</span>
    </div>
  );
}

function meddicText(month: RepMonth, criterion: (typeof MEDDIC_CRITERIA)[number]) {
  const value = month.meddic[criterion];
  return value === null ? "–" : `${Math.round(value)}%`;
}

function RepRow({ rep, onOpen }: { rep: RepStats; onOpen: (userId: string) => void }) {
  const { thisMonth: now, lastMonth: before } = rep;
  return (
    <li className="grid gap-3 py-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <button type="button" className="text-left font-medium underline-offset-4 hover:underline" onClick={() => onOpen(rep.userId)}>
          {rep.name}
        </button>
        <span className="text-sm text-muted-foreground">{rep.topCoachingTheme ? `Top coaching theme: ${rep.topCoachingTheme}` : "No coaching theme yet"}</span>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <Figure label="Calls" now={String(now.calls)} before={String(before.calls)} />
        <Figure label="Avg AI score" now={fixed(now.avgAiScore)} before={fixed(before.avgAiScore)} />
        <Figure label="Conversion" now={fixed(now.avgConversion, 0, "%")} before={fixed(before.avgConversion, 0, "%")} />
        <Figure label="Talk ratio" now={percentOfRatio(now.avgTalkRatio)} before={percentOfRatio(before.avgTalkRatio)} />
        <Figure label="Questions" now={fixed(now.avgQuestions)} before={fixed(before.avgQuestions)} />
      </div>
      <dl className="flex flex-wrap gap-2 text-xs" aria-label={`${rep.name}'s MEDDIC coverage this month`}>
        {MEDDIC_CRITERIA.map((criterion) => (
          <div key={criterion} className="rounded border px-2 py-1" title={`${MEDDIC_LABEL[criterion]}: calls with a Yes, this month (last month ${meddicText(before, criterion)})`}>
            <dt className="inline font-medium">
              <abbr title={MEDDIC_LABEL[criterion]} className="no-underline">{MEDDIC_SHORT[criterion]}</abbr>
              <span className="sr-only"> {MEDDIC_LABEL[criterion]}</span>
            </dt>{" "}
            <dd className="inline tabular-nums">{meddicText(now, criterion)}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** The manager dashboard: each member's month against the one before, from GET /api/teams/{id}/stats. */
export function RepDashboard({ teamId, onOpenRep }: { teamId: string; onOpenRep: (userId: string) => void }) {
  const stats = useTeamStats(teamId, true);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your reps this month</CardTitle>
        <CardDescription>
          {stats.data ? `${stats.data.month} so far against ${stats.data.lastMonth}. ` : ""}MEDDIC shows the share of calls where each criterion was met. Choose a rep to see their calls.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {stats.isPending ? <p className="text-sm text-muted-foreground">Loading…</p> : null}
        {stats.isError ? <p className="text-sm text-destructive">Could not load the team's figures.</p> : null}
        {stats.data ? (
          <ul className="divide-y" aria-label="Reps">
            {stats.data.reps.map((rep) => (
              <RepRow key={rep.userId} rep={rep} onOpen={onOpenRep} />
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
