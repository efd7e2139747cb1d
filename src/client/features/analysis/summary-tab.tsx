import { CalendarCheck, MessageSquareWarning } from "lucide-react";
import type { MeetingSummary } from "@shared/analysis";
import { Badge } from "@client/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { CitedText, MomentLink } from "./moment-link";
import { UnreadableNote } from "./unreadable-note";

/** The summary, the follow-ups agreed and the objections raised; each with a time links to its moment. */
export function SummaryTab({ summary }: { summary: MeetingSummary | null }) {
  if (!summary) return <UnreadableNote />;
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Meeting Summary</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-sm leading-relaxed">
            <CitedText text={summary.summary} />
          </p>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <CalendarCheck className="size-5 text-primary" aria-hidden="true" /> Follow-ups
          </CardTitle>
        </CardHeader>
        <CardContent>
          {summary.follow_ups.length === 0 ? (
            <p className="text-sm text-muted-foreground">No follow-ups were agreed on this call.</p>
          ) : (
            <ul className="grid gap-3" aria-label="Follow-ups">
              {summary.follow_ups.map((item, index) => (
                <li key={index} className="grid gap-1 rounded-lg border p-4 text-sm">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{item.owner}</span>
                    {item.due ? <Badge variant="info">Due {item.due}</Badge> : <Badge variant="outline">No date set</Badge>}
                    {item.at === null ? null : <MomentLink seconds={item.at} />}
                  </div>
                  <p>{item.action}</p>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <MessageSquareWarning className="size-5 text-primary" aria-hidden="true" /> Objections
          </CardTitle>
        </CardHeader>
        <CardContent>
          {summary.objections.length === 0 ? (
            <p className="text-sm text-muted-foreground">The customer raised no objections.</p>
          ) : (
            <ul className="grid gap-3" aria-label="Objections">
              {summary.objections.map((item, index) => (
                <li key={index} className="grid gap-1 rounded-lg border p-4 text-sm">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge variant="secondary" className="capitalize">
                      {item.category}
                    </Badge>
                    {item.answered ? <Badge variant="success">Answered</Badge> : <Badge variant="destructive">Not answered</Badge>}
                    {item.at === null ? null : <MomentLink seconds={item.at} />}
                  </div>
                  <blockquote className="border-l-2 pl-3 italic text-muted-foreground">{item.quote}</blockquote>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
