import { Link } from "wouter";
import { planById } from "@shared/plans";
import { TEAM_PLANS } from "@shared/teams";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";

/** Free and Starter: what teams are and which plan they come with. */
export function UpgradeForTeams() {
  const plans = TEAM_PLANS.map(planById);
  return (
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle>Coach your reps as a team</CardTitle>
        <CardDescription>
          Teams come with the {plans.map((plan) => `${plan.name} (${plan.price})`).join(" or ")} plan. A manager invites reps, everyone on the
          team gets the plan's recordings, teammates open each other's calls and comment on a moment, and the manager sees each rep's month.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link href="/settings">See plans</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
