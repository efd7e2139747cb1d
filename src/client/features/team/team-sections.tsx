import { Bell } from "lucide-react";
import { Link } from "wouter";
import type { Team } from "@shared/teams";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { CallList } from "./call-list";
import { useMarkNotificationsRead, useNotifications } from "./use-comments";
import { useLibrary, useMemberCalls } from "./use-dashboard";

/** The notifications list: comments teammates left on the user's calls. */
export function NotificationsCard() {
  const notes = useNotifications();
  const markRead = useMarkNotificationsRead();
  const data = notes.data;
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2">
          <Bell aria-hidden="true" className="size-5" /> Notifications
          {data && data.unread > 0 ? <span className="rounded-full bg-primary px-2 text-xs text-primary-foreground">{data.unread} new</span> : null}
        </CardTitle>
        {data && data.unread > 0 ? (
          <Button variant="outline" size="sm" disabled={markRead.isPending} onClick={() => markRead.mutate()}>
            Mark all read
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {notes.isError ? <p className="text-sm text-destructive">Could not load notifications.</p> : null}
        {data && data.notifications.length === 0 ? <p className="text-sm text-muted-foreground">Nothing yet. Comments on your calls show up here.</p> : null}
        {data && data.notifications.length > 0 ? (
          <ul className="divide-y" aria-label="Notifications">
            {data.notifications.map((note) => (
              <li key={note.id} className="grid gap-0.5 py-2 text-sm">
                {note.transcriptId ? (
                  <Link href={`/analysis/${note.transcriptId}`} className={note.read ? "" : "font-medium"}>
                    {note.text}
                  </Link>
                ) : (
                  <span>{note.text}</span>
                )}
                <span className="text-xs text-muted-foreground">{new Date(note.createdAt).toLocaleString()}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}

export function LibraryCard({ teamId }: { teamId: string }) {
  const library = useLibrary(teamId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Team library</CardTitle>
      </CardHeader>
      <CardContent>
        {library.isError ? <p className="text-sm text-destructive">Could not load the library.</p> : null}
        {library.data ? (
          <CallList
            calls={library.data}
            label="Team library"
            empty="No calls yet. A manager marks a call “Worth learning from” on its screen."
            extra={(call) => ("addedBy" in call ? `Chosen by ${String(call.addedBy)}` : "")}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}

export function MemberCallsCard({ team, userId, onClose }: { team: Team; userId: string; onClose: () => void }) {
  const calls = useMemberCalls(team.id, userId);
  const member = team.members.find((m) => m.userId === userId);
  const name = member ? `${member.firstName} ${member.lastName}` : "Member";
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>{name}'s calls</CardTitle>
        <Button variant="ghost" size="sm" onClick={onClose}>
          Close
        </Button>
      </CardHeader>
      <CardContent>
        {calls.isError ? <p className="text-sm text-destructive">Could not load the calls.</p> : null}
        {calls.data ? <CallList calls={calls.data} label={`${name}'s calls`} empty="No calls yet." /> : null}
      </CardContent>
    </Card>
  );
}
