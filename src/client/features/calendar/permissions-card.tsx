import { CalendarCheck, CalendarPlus, Lock, UserRound } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";

const PERMISSIONS = [
  {
    icon: CalendarCheck,
    title: "Calendar Read Access",
    detail: "Read your events' times, titles, attendees and video links to find the meetings to record.",
  },
  {
    icon: CalendarPlus,
    title: "Event Creation (optional)",
    detail: "Only if a feature you turn on needs to add entries to your calendar; connecting does not need it.",
  },
  { icon: UserRound, title: "Profile Information", detail: "Your name and e-mail address, to tell your meetings apart." },
] as const;

/** SPEC §2 Permissions & Privacy on /settings/calendar. */
export function PermissionsCard() {
  return (
    <Card role="region" aria-labelledby="calendar-permissions-title">
      <CardHeader>
        <CardTitle id="calendar-permissions-title">Permissions & Privacy</CardTitle>
        <CardDescription>What Rapport asks your calendar provider for, and why.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid gap-3">
          {PERMISSIONS.map(({ icon: Icon, title, detail }) => (
            <li key={title} className="flex items-start gap-3">
              <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <div className="grid gap-0.5">
                <p className="font-medium">{title}</p>
                <p className="text-sm text-muted-foreground">{detail}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className="flex items-start gap-2 rounded-lg bg-muted p-4 text-sm">
          <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          We only access the calendar data needed for meeting analysis. It is encrypted, and it is never shared
          with third parties.
        </p>
      </CardContent>
    </Card>
  );
}
