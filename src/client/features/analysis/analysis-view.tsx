import { useCallback, useMemo, useState } from "react";
import { useSearch } from "wouter";
import type { Analysis, SpeakerMapping } from "@shared/analysis";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@client/components/ui/tabs";
import { AnalysisHeader } from "./analysis-header";
import { AnalysisTab } from "./analysis-tab";
import { CallStatusBanner } from "./call-status";
import { ConversionWhy } from "./conversion-why";
import { downloadText } from "@client/lib/download";
import { analysisToMarkdown, markdownFileName } from "./export-markdown";
import { engineDetail, engineLine } from "./format";
import { InsightsTab } from "./insights-tab";
import { GoToMomentContext } from "./moment-link";
import { utteranceIndexAt, utteranceSpans } from "./moments";
import type { CallTranscript } from "./queries";
import { RepPicker } from "./rep-picker";
import { copyPageLink } from "./share";
import { speakerLabels } from "./speaker-names";
import { SummaryTab } from "./summary-tab";
import { buildTimeline } from "./timeline";
import { TrackerHits } from "./tracker-hits";
import { TranscriptTab, type Highlight } from "./transcript-tab";
import { useRepChange } from "./use-rep-change";

type Tab = "insights" | "analysis" | "summary" | "transcript";
const isTab = (value: string): value is Tab => ["insights", "analysis", "summary", "transcript"].includes(value);

interface AnalysisViewProps {
  transcript: CallTranscript;
  analysis: Analysis;
  mapping: SpeakerMapping;
  /** False when the speaker mapping could not be read: the rep cannot be changed safely then. */
  canChangeRep: boolean;
}

/** The analysed call: header, rep control and the four tabs of SPEC §2. */
export function AnalysisView({ transcript, analysis, mapping, canChangeRep }: AnalysisViewProps) {
  const utterances = transcript.diarizationData;
  // A search hit links here with ?utterance=N: open on the Transcript tab at that utterance.
  const opening = openingUtterance(useSearch(), utterances.length);
  const [tab, setTab] = useState<Tab>(opening === null ? "insights" : "transcript");
  const [highlight, setHighlight] = useState<Highlight | null>(opening === null ? null : { index: opening, request: 1 });
  const repChange = useRepChange(transcript.id, mapping);
  const title = transcript.meetingName || transcript.name;

  const labels = useMemo(() => speakerLabels(utterances, mapping, transcript.namedEntities), [utterances, mapping, transcript.namedEntities]);
  const spans = useMemo(() => utteranceSpans(utterances), [utterances]);
  const timeline = useMemo(() => buildTimeline(spans, [...labels.keys()]), [spans, labels]);

  const goToMoment = useCallback(
    (seconds: number) => {
      setTab("transcript");
      setHighlight((previous) => ({ index: utteranceIndexAt(spans, seconds), request: (previous?.request ?? 0) + 1 }));
    },
    [spans],
  );

  const exportMarkdown = () =>
    downloadText(markdownFileName(title), analysisToMarkdown({ title, uploadedAt: transcript.uploadedAt }, analysis), "text/markdown;charset=utf-8");

  return (
    <GoToMomentContext.Provider value={goToMoment}>
      <AnalysisHeader title={title} uploadedAt={transcript.uploadedAt} analysis={analysis} onShare={() => void copyPageLink()} onExport={exportMarkdown} />
      <div className="grid gap-4 p-4 md:p-8">
        <CallStatusBanner transcript={transcript} />
        <div className="flex flex-wrap items-center justify-between gap-4">
          <RepPicker
            labels={labels}
            disabled={!canChangeRep || repChange.isPending || transcript.status === "processing"}
            pending={repChange.isPending ? repChange.variables : undefined}
            onChange={(ours) => repChange.mutateAsync(ours).catch(() => undefined)}
          />
          <p className="text-sm text-muted-foreground" title={engineDetail(analysis.engine)}>
            {engineLine(analysis.engine)}
          </p>
        </div>
        {analysis.metrics.roleWarning ? (
          <p role="status" className="rounded-md border border-yellow-300 bg-yellow-50 px-3 py-2 text-sm text-yellow-900">
            {analysis.metrics.roleWarning}
          </p>
        ) : null}
        {analysis.metrics.meetingWarning ? (
          <p role="status" className="rounded-md border border-yellow-300 bg-yellow-50 px-3 py-2 text-sm text-yellow-900">
            {analysis.metrics.meetingWarning}
          </p>
        ) : null}
        <ConversionWhy analysis={analysis} />
        <Tabs value={tab} onValueChange={(value) => isTab(value) && setTab(value)}>
          <TabsList>
            <TabsTrigger value="insights">Insights</TabsTrigger>
            <TabsTrigger value="analysis">Analysis</TabsTrigger>
            <TabsTrigger value="summary">Summary</TabsTrigger>
            <TabsTrigger value="transcript">Transcript</TabsTrigger>
          </TabsList>
          <TabsContent value="insights">
            <InsightsTab transcriptId={transcript.id} analysis={analysis} timeline={timeline} labels={labels} />
          </TabsContent>
          <TabsContent value="analysis">
            <AnalysisTab analysis={analysis} />
          </TabsContent>
          <TabsContent value="summary">
            <div className="grid gap-6">
              <SummaryTab summary={analysis.meetingSummary} />
              <TrackerHits transcriptId={transcript.id} />
            </div>
          </TabsContent>
          <TabsContent value="transcript">
            <TranscriptTab utterances={utterances} spans={spans} labels={labels} highlight={highlight} />
          </TabsContent>
        </Tabs>
      </div>
    </GoToMomentContext.Provider>
  );
}

/** The utterance index a link asks for (?utterance=N), when it is one of this call's. */
export function openingUtterance(search: string, count: number): number | null {
  const value = new URLSearchParams(search).get("utterance");
  if (value === null || !/^\d+$/.test(value)) return null;
  const index = Number(value);
  return index < count ? index : null;
}
