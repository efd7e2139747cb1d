import type { Team, TeamRole } from "@shared/teams";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { useChangeRole, useRemoveMember, useWithdrawInvitation } from "./use-team";

const ROLE_LABEL: Record<TeamRole, string> = { manager: "Manager", rep: "Rep" };

export function MembersCard({ team, myId, onOpenRep }: { team: Team; myId: string; onOpenRep?: (userId: string) => void }) {
  const changeRole = useChangeRole(team.id);
  const remove = useRemoveMember(team.id);
  const withdraw = useWithdrawInvitation(team.id);
  const manager = team.myRole === "manager";
  const busy = changeRole.isPending || remove.isPending || withdraw.isPending;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          Members <span className="text-sm font-normal text-muted-foreground">({team.seats} {team.seats === 1 ? "seat" : "seats"})</span>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y" aria-label="Team members">
          {team.members.map((member) => {
            const name = `${member.firstName} ${member.lastName}`;
            const me = member.userId === myId;
            return (
              <li key={member.userId} className="flex flex-wrap items-center gap-3 py-3">
                <div className="min-w-0 flex-1">
                  {onOpenRep ? (
                    <button type="button" className="font-medium underline-offset-4 hover:underline" onClick={() => onOpenRep(member.userId)}>
                      {name}
                    </button>
                  ) : (
                    <span className="font-medium">{name}</span>
                  )}
                  {me ? <span className="text-muted-foreground"> (you)</span> : null}
                  <p className="truncate text-sm text-muted-foreground">{member.email}</p>
                </div>
                <Badge variant={member.role === "manager" ? "info" : "secondary"}>{ROLE_LABEL[member.role]}</Badge>
                {manager ? (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={busy}
                    onClick={() => changeRole.mutate({ userId: member.userId, role: member.role === "manager" ? "rep" : "manager" })}
                  >
                    {member.role === "manager" ? "Make rep" : "Make manager"}
                  </Button>
                ) : null}
                {manager && !me ? (
                  <Button variant="outline" size="sm" disabled={busy} aria-label={`Remove ${name}`} onClick={() => remove.mutate(member.userId)}>
                    Remove
                  </Button>
                ) : null}
                {me ? (
                  <Button variant="outline" size="sm" disabled={busy} onClick={() => remove.mutate(member.userId)}>
                    Leave team
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
        {manager && team.invitations.length > 0 ? (
          <>
            <h3 className="mt-4 text-sm font-semibold">Open invitations</h3>
            <ul className="divide-y" aria-label="Open invitations">
              {team.invitations.map((invitation) => (
                <li key={invitation.id} className="flex flex-wrap items-center gap-3 py-2 text-sm">
                  <span className="min-w-0 flex-1 truncate">{invitation.email}</span>
                  <Badge variant="outline">{ROLE_LABEL[invitation.role]}</Badge>
                  <span className="text-muted-foreground">until {new Date(invitation.expiresAt).toLocaleDateString()}</span>
                  <Button variant="ghost" size="sm" disabled={busy} onClick={() => withdraw.mutate(invitation.id)}>
                    Withdraw
                  </Button>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
