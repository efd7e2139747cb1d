import { PageHeader } from "@client/components/page-header";
import { planById } from "@shared/plans";
import { useAuth } from "@client/lib/session";
import { CreateTeamForm } from "./create-team-form";
import { InviteForm } from "./invite-form";
import { MembersCard } from "./members-card";
import { UpgradeForTeams } from "./upgrade-card";
import { useCurrentTeam } from "./use-team";

/** The Team page (issue 17): create a team, or its members, invitations and (for managers) the reps' month. */
export function TeamPage() {
  const { user } = useAuth();
  const current = useCurrentTeam();
  const team = current.data?.team ?? null;
  return (
    <div>
      <PageHeader
        title={team ? team.name : "Team"}
        description={team ? `${planById(team.plan).name} plan for every member · you are a ${team.myRole}` : "Coach a team of reps from their calls"}
      />
      <div className="grid gap-6 p-4 md:p-8">
        {current.isPending ? <p className="text-sm text-muted-foreground">Loading…</p> : null}
        {current.isError ? <p className="text-sm text-destructive">Could not load your team. Please try again.</p> : null}
        {current.data && !team ? current.data.canCreate ? <CreateTeamForm /> : <UpgradeForTeams /> : null}
        {team && user ? (
          <>
            {team.myRole === "manager" ? <InviteForm teamId={team.id} /> : null}
            <MembersCard team={team} myId={user.id} />
          </>
        ) : null}
      </div>
    </div>
  );
}
