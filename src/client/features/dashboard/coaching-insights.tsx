import { AlertOctagon, AlertTriangle, CheckCircle2, Info, Lightbulb, type LucideIcon } from "lucide-react";
import { Link } from "wouter";
import type { InsightType } from "@shared/dashboard";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@client/components/ui/card";
import { cn } from "@client/lib/utils";
import { useInsights } from "./queries";

/** How each insight type looks: icon and colours. */
export const INSIGHT_LOOK: Record<InsightType, { icon: LucideIcon; className: string; label: string }> = {
  critical: { icon: AlertOctagon, className: "border-red-200 bg-red-50 text-red-700", label: "Critical" },
  warning: { icon: AlertTriangle, className: "border-amber-200 bg-amber-50 text-amber-700", label: "Warning" },
  improvement: { icon: Lightbulb, className: "border-blue-200 bg-blue-50 text-blue-700", label: "Improvement" },
  positive: { icon: CheckCircle2, className: "border-green-200 bg-green-50 text-green-700", label: "Strength" },
  other: { icon: Info, className: "border-border bg-muted text-muted-foreground", label: "Note" },
};

/** SPEC §2 AI Coaching Insights, polled every 10 s (SPEC §9); the button opens the analytics screen. */
export function CoachingInsights() {
  const { data: insights, isPending, isError } = useInsights();
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <CardTitle>AI Coaching Insights</CardTitle>
      </CardHeader>
      <CardContent className="flex-1">
        {isPending ? (
          <p className="text-sm text-muted-foreground">Loading insights...</p>
        ) : isError ? (
          <p role="alert" className="text-sm text-destructive">
            Unable to load insights.
          </p>
        ) : insights.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing to point out in your latest calls.</p>
        ) : (
          <ul aria-label="Coaching insights" className="grid gap-3">
            {insights.map((insight) => {
              const look = INSIGHT_LOOK[insight.type];
              return (
                <li key={insight.title} className={cn("flex gap-3 rounded-lg border p-3", look.className)}>
                  <look.icon className="mt-0.5 size-4 shrink-0" aria-label={look.label} />
                  <div className="grid gap-0.5">
                    <p className="text-sm font-medium text-foreground">{insight.title}</p>
                    <p className="text-sm text-gray-700">{insight.description}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline" className="w-full">
          <Link href="/analytics">View Detailed Insights</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
