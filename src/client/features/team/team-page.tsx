import { useState } from "react";
import { PageHeader } from "@client/components/page-header";
import { planById } from "@shared/plans";
import { useAuth } from "@client/lib/session";
import { CreateTeamForm } from "./create-team-form";
import { InviteForm } from "./invite-form";
import { MembersCard } from "./members-card";
import { RepDashboard } from "./rep-dashboard";
import { LibraryCard, MemberCallsCard, NotificationsCard } from "./team-sections";
import { UpgradeForTeams } from "./upgrade-card";
import { useCurrentTeam } from "./use-team";

/** The Team page (issue 17): create a team, or its members, invitations and (for managers) the reps' month. */
export function TeamPage() {
  const { user } = useAuth();
  const current = useCurrentTeam();
  const team = current.data?.team ?? null;
  const [openRep, setOpenRep] = useState<string | null>(null);
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
        {current.data && !team ? <NotificationsCard /> : null}
        {team && user ? (
          <>
            <NotificationsCard />
            {team.myRole === "manager" ? <RepDashboard teamId={team.id} onOpenRep={setOpenRep} /> : null}
            {openRep ? <MemberCallsCard team={team} userId={openRep} onClose={() => setOpenRep(null)} /> : null}
            <LibraryCard teamId={team.id} />
            {team.myRole === "manager" ? <InviteForm teamId={team.id} /> : null}
            <MembersCard team={team} myId={user.id} onOpenRep={setOpenRep} />
          </>
        ) : null}
      </div>
    </div>
  );
}
