import type { Analysis } from "@shared/analysis";
import { MeddicScorecard } from "./meddic-scorecard";
import { SalesCoaching } from "./sales-coaching";
import { UnreadableNote } from "./unreadable-note";

/** MEDDIC and coaching; SPEC §2: a part whose JSON could not be read is left out. */
export function AnalysisTab({ analysis }: { analysis: Analysis }) {
  const { meddicScorecard, salesCoaching } = analysis;
  if (!meddicScorecard && !salesCoaching) return <UnreadableNote />;
  return (
    <div className="grid gap-6">
      {meddicScorecard ? <MeddicScorecard scorecard={meddicScorecard} /> : null}
      {salesCoaching ? <SalesCoaching coaching={salesCoaching} /> : null}
    </div>
  );
}
