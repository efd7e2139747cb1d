import { CircleCheck, Lightbulb, TrendingUp } from "lucide-react";
import type { SalesCoaching as Coaching } from "@shared/analysis";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { TONE_TEXT, percentScoreTone } from "./format";
import { CitedText } from "./moment-link";

function TextList({ items, empty }: { items: readonly string[]; empty: string }) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="grid list-disc gap-1.5 pl-5 text-sm">
      {items.map((item, index) => (
        <li key={index}>
          <CitedText text={item} />
        </li>
      ))}
    </ul>
  );
}

/** What went well, what to improve (issue, why it matters, the fix) and the tips for the next step. */
export function SalesCoaching({ coaching }: { coaching: Coaching }) {
  const { tips } = coaching;
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle>Sales Coaching</CardTitle>
          <CardDescription>What to keep, what to change, and what to send next.</CardDescription>
        </div>
        <span role="group" aria-label="Coaching score" className={`text-2xl font-bold tabular-nums ${TONE_TEXT[percentScoreTone(coaching.coaching_score)]}`}>
          {Math.round(coaching.coaching_score)}/100
        </span>
      </CardHeader>
      <CardContent className="grid gap-6">
        <section aria-labelledby="coaching-well" className="grid gap-2">
          <h3 id="coaching-well" className="flex items-center gap-2 font-medium text-green-700">
            <CircleCheck className="size-4" aria-hidden="true" /> What went well
          </h3>
          <TextList items={coaching.what_went_well} empty="Nothing stood out this time." />
        </section>
        <section aria-labelledby="coaching-improve" className="grid gap-2">
          <h3 id="coaching-improve" className="flex items-center gap-2 font-medium text-yellow-700">
            <TrendingUp className="size-4" aria-hidden="true" /> What could improve
          </h3>
          {coaching.what_could_improve.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nothing to fix on this call.</p>
          ) : (
            <ul className="grid gap-3">
              {coaching.what_could_improve.map((item, index) => (
                <li key={index} className="grid gap-1 rounded-lg border p-4 text-sm">
                  <p className="font-medium">
                    <CitedText text={item.issue} />
                  </p>
                  <p className="text-muted-foreground">
                    <span className="font-medium text-foreground">Why it matters: </span>
                    <CitedText text={item.why_it_matters} />
                  </p>
                  <p className="text-muted-foreground">
                    <span className="font-medium text-foreground">Recommended fix: </span>
                    <CitedText text={item.recommended_fix} />
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="coaching-tips" className="grid gap-3">
          <h3 id="coaching-tips" className="flex items-center gap-2 font-medium text-blue-700">
            <Lightbulb className="size-4" aria-hidden="true" /> Tips
          </h3>
          <h4 className="text-sm font-medium">Materials to provide</h4>
          <TextList items={tips.materials_to_provide} empty="The customer asked for nothing to be sent." />
          <h4 className="text-sm font-medium">Value reinforcements</h4>
          <TextList items={tips.value_reinforcements} empty="No pains to tie back to the offer yet." />
          <h4 className="text-sm font-medium">Objection handling</h4>
          <TextList items={tips.objection_handling} empty="No objections came up." />
        </section>
      </CardContent>
    </Card>
  );
}
