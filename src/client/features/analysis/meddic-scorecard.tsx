import { MEDDIC_CRITERIA, type MeddicScorecard as Scorecard } from "@shared/analysis";
import { Badge, type BadgeVariant } from "@client/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { TONE_TEXT, percentScoreTone } from "./format";
import { MEDDIC_LABELS } from "@shared/analysis";
import { CitedText } from "./moment-link";

const RESULT_VARIANT: Record<Scorecard["metrics"]["result"], BadgeVariant> = {
  Yes: "success",
  Partial: "warning",
  No: "destructive",
};

/** The six MEDDIC criteria with their result and the evidence, each cited time linking to the transcript. */
export function MeddicScorecard({ scorecard }: { scorecard: Scorecard }) {
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle>MEDDIC Scorecard</CardTitle>
          <CardDescription>What the call established about the deal, with the words that show it.</CardDescription>
        </div>
        <span role="group" aria-label="MEDDIC overall score" className={`text-2xl font-bold tabular-nums ${TONE_TEXT[percentScoreTone(scorecard.overall_score)]}`}>
          {Math.round(scorecard.overall_score)}/100
        </span>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4">
          {MEDDIC_CRITERIA.map((criterion) => {
            const { result, context } = scorecard[criterion];
            return (
              <li key={criterion} aria-label={MEDDIC_LABELS[criterion]} className="grid gap-1 rounded-lg border p-4">
                <div className="flex items-center justify-between gap-2">
                  <h3 className="font-medium">{MEDDIC_LABELS[criterion]}</h3>
                  <Badge variant={RESULT_VARIANT[result]}>{result}</Badge>
                </div>
                <p className="text-sm text-muted-foreground">
                  <CitedText text={context} />
                </p>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
