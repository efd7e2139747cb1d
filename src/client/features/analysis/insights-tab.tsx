import { useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import type { Analysis } from "@shared/analysis";
import { ConversationMetrics } from "./conversation-metrics";
import { TONE_TEXT, formatPercent, percentScoreTone } from "./format";
import { SentimentCurve } from "./sentiment-curve";
import type { SpeakerLabel } from "./speaker-names";
import { StatCard } from "./stat-card";
import { TalkTimeline } from "./talk-timeline";
import type { Timeline } from "./timeline";
import { selectHits, trackerHitsKey } from "./tracker-hits";
import { trackerLanes } from "./tracker-marks";

function sentimentDetail({ customerSentiment, repSentiment }: Analysis["metrics"]): string | undefined {
  const sides = [
    customerSentiment == null ? null : `Customer ${formatPercent(customerSentiment)}`,
    repSentiment == null ? null : `Rep ${formatPercent(repSentiment)}`,
  ].filter((side) => side !== null);
  return sides.length > 0 ? sides.join(" · ") : undefined;
}

/** The call at a glance: talk time and sentiment as percents (SPEC §2), who spoke when, and the metrics. */
export function InsightsTab({
  transcriptId,
  analysis,
  timeline,
  labels,
}: {
  transcriptId: string;
  analysis: Analysis;
  timeline: Timeline;
  labels: Map<number, SpeakerLabel>;
}) {
  const { metrics, salesCoaching, meddicScorecard } = analysis;
  // The same read as the Summary tab's list; without it (still loading, refused) the timeline shows speakers only.
  const hits = useQuery({ queryKey: trackerHitsKey(transcriptId), select: selectHits }).data;
  const lanes = useMemo(() => (hits ? trackerLanes(hits, timeline.durationSeconds) : []), [hits, timeline.durationSeconds]);
  const curve = metrics.sentimentByMinute ?? [];
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Talk Time" value={formatPercent(analysis.talkTimeRatio)} detail="The rep's share of the talking" />
        <StatCard label="Sentiment" value={formatPercent(analysis.sentimentScore)} detail={sentimentDetail(metrics) ?? "The customer's tone"} />
        {salesCoaching ? (
          <StatCard
            label="Coaching Score"
            value={`${Math.round(salesCoaching.coaching_score)}/100`}
            valueClassName={TONE_TEXT[percentScoreTone(salesCoaching.coaching_score)]}
          />
        ) : null}
        {meddicScorecard ? (
          <StatCard
            label="MEDDIC Score"
            value={`${Math.round(meddicScorecard.overall_score)}/100`}
            valueClassName={TONE_TEXT[percentScoreTone(meddicScorecard.overall_score)]}
          />
        ) : null}
      </div>
      <TalkTimeline timeline={timeline} labels={labels} talkSecondsBySpeaker={metrics.talkSecondsBySpeaker} trackerLanes={lanes} />
      <ConversationMetrics metrics={metrics} talkTimeRatio={analysis.talkTimeRatio} />
      {curve.length >= 2 ? <SentimentCurve points={curve} /> : null}
    </div>
  );
}
