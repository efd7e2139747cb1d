import { Download, Share2 } from "lucide-react";
import type { Analysis } from "@shared/analysis";
import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/utils";
import { TONE_TEXT, formatAiScore, formatCallDate, formatConversion, scoreTone } from "./format";

interface AnalysisHeaderProps {
  title: string;
  uploadedAt: string;
  analysis: Analysis;
  onShare: () => void;
  onExport: () => void;
}

/** SPEC §2: the call's name and date, its AI Score and Conversion, and the Share and Export buttons. */
export function AnalysisHeader({ title, uploadedAt, analysis, onShare, onExport }: AnalysisHeaderProps) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-6 border-b bg-card px-4 py-4 md:px-8 md:py-6">
      <div className="grid min-w-0 gap-1">
        <h1 className="truncate text-2xl font-semibold tracking-tight">{title}</h1>
        <p className="text-sm text-muted-foreground">
          <time dateTime={uploadedAt}>{formatCallDate(uploadedAt)}</time>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-6">
        <HeaderScore label="AI Score" value={formatAiScore(analysis.aiScore)} className={TONE_TEXT[scoreTone(analysis.aiScore)]} />
        <HeaderScore label="Conversion" value={formatConversion(analysis.conversionProbability)} />
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" onClick={onShare}>
            <Share2 aria-hidden="true" />
            Share
          </Button>
          <Button variant="outline" size="sm" onClick={onExport}>
            <Download aria-hidden="true" />
            Export
          </Button>
        </div>
      </div>
    </header>
  );
}

/** A labelled figure; the group's name is its label, so it can be found by role. */
function HeaderScore({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div role="group" aria-label={label} className="grid gap-0.5 text-right">
      <span className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</span>
      <span className={cn("text-2xl font-bold tabular-nums", className)}>{value}</span>
    </div>
  );
}
