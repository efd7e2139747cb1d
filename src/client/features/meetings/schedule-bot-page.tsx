import { BackLink } from "@client/components/back-link";
import { PageHeader } from "@client/components/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { ScheduleBotForm } from "./schedule-bot-form";

/** SPEC §2 Schedule bot (/meetings/schedule): send the AI bot to any meeting link at a chosen time. */
export function ScheduleBotPage() {
  return (
    <>
      <PageHeader
        title="Schedule AI Meeting Bot"
        description="The bot joins at the scheduled time, records the meeting and sends the transcript for analysis."
        actions={
          <BackLink href="/meetings">Back to Meetings</BackLink>
        }
      />
      <div className="max-w-2xl p-4 md:p-8">
        <Card>
          <CardHeader>
            <CardTitle>Meeting details</CardTitle>
            <CardDescription>Paste the Zoom, Teams or Google Meet link and pick when the meeting starts.</CardDescription>
          </CardHeader>
          <CardContent>
            <ScheduleBotForm />
          </CardContent>
        </Card>
      </div>
    </>
  );
}
