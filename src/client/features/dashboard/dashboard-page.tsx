import { Upload } from "lucide-react";
import { Link } from "wouter";
import { POLL } from "@shared/polling";
import { PageHeader } from "@client/components/page-header";
import { Button } from "@client/components/ui/button";
import { useTranscriptList, UploadForm } from "@client/features/transcripts";
import { CoachingInsights } from "./coaching-insights";
import { PerformanceTrend } from "./performance-trend";
import { useDashboardStats } from "./queries";
import { RECENT_TRANSCRIPTS, RecentTranscripts } from "./recent-transcripts";
import { StatCards } from "./stat-cards";
import { UsageAlert } from "./usage-alert";
import { useRefreshOnCompletion } from "./use-refresh-on-completion";

/**
 * SPEC §2 Dashboard: header, usage alert, four stat cards, Performance Trend, the upload form, Recent
 * Transcripts (the transcript list polled every 5 s, SPEC §9) and AI Coaching Insights.
 */
export function DashboardPage() {
  const stats = useDashboardStats();
  // Only the five it shows (the list is paged); each row carries its own AI score.
  const transcripts = useTranscriptList(POLL.transcriptsDashboard, { limit: RECENT_TRANSCRIPTS });
  useRefreshOnCompletion(transcripts.data);

  return (
    <>
      <PageHeader
        title="Dashboard"
        description="Your calls, scores and coaching at a glance."
        actions={
          // No bell: it opened nothing (issue 15); a notifications list would earn it back.
          <Button asChild>
            <Link href="/upload">
              <Upload aria-hidden="true" />
              Upload Transcript
            </Link>
          </Button>
        }
      />
      <div className="grid gap-6 p-4 md:p-8">
        <UsageAlert />
        {stats.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Unable to load your call statistics.
          </p>
        ) : null}
        <StatCards stats={stats.data} />
        <div className="grid gap-6 lg:grid-cols-3">
          <PerformanceTrend className="lg:col-span-2" />
          <RecentTranscripts transcripts={transcripts.data} isError={transcripts.isError} />
        </div>
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <UploadForm />
          </div>
          <CoachingInsights />
        </div>
      </div>
    </>
  );
}
