import { useState } from "react";
import { Plus } from "lucide-react";
import type { PlanId } from "@shared/auth";
import type { TrackerScope } from "@shared/trackers";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { Label } from "@client/components/ui/label";
import { useCurrentTeam } from "@client/features/team";
import { battleCardPlansText, battleCardsIncluded } from "./plan-gate";
import { RescanProgress } from "./rescan-progress";
import { EMPTY_DRAFT, TrackerForm } from "./tracker-form";
import { TrackerRow } from "./tracker-row";
import { TrackerSuggestions } from "./tracker-suggestions";
import { refusalText, useCreateTracker, useTrackers } from "./use-trackers";

/** Settings › Trackers (issue 18): the user's (and their team's) trackers, their battle cards and suggestions. */
export function TrackersTab({ plan, onUpgrade }: { plan: PlanId; onUpgrade: () => void }) {
  const trackers = useTrackers();
  const team = useCurrentTeam().data?.team ?? null;
  const create = useCreateTracker();
  const [adding, setAdding] = useState(false);
  const [scope, setScope] = useState<TrackerScope>("mine");
  const cardsIncluded = battleCardsIncluded([plan, team?.plan]);
  const isManager = team?.myRole === "manager";
  const own = trackers.data?.trackers.filter((tracker) => tracker.scope === "mine").length ?? 0;
  const atLimit = trackers.data ? own >= trackers.data.limit : false;

  return (
    <section className="grid min-w-0 gap-6" aria-labelledby="trackers-heading">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h2 id="trackers-heading" className="text-lg font-semibold">
            Trackers
          </h2>
          <p className="text-sm text-muted-foreground">Words and phrases Rapport looks for in every call: competitors, pricing, security…</p>
        </div>
        <Button onClick={() => setAdding(true)} disabled={adding || atLimit}>
          <Plus aria-hidden="true" /> New tracker
        </Button>
      </div>
      {atLimit ? <p className="text-sm text-muted-foreground">You have {trackers.data?.limit} trackers, the most you can have. Delete one to add another.</p> : null}
      {trackers.data ? <RescanProgress rescan={trackers.data.rescan} /> : null}
      {adding ? (
        <Card>
          <CardHeader>
            <CardTitle>New tracker</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            {isManager ? (
              <div className="grid gap-2">
                <Label htmlFor="new-tracker-scope">Who uses it</Label>
                <select
                  id="new-tracker-scope"
                  value={scope}
                  onChange={(event) => setScope(event.target.value === "team" ? "team" : "mine")}
                  className="h-10 w-full rounded-md border border-input bg-card px-3 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/30 sm:w-60"
                >
                  <option value="mine">Just me</option>
                  <option value="team">{team ? `My team (${team.name})` : "My team"}</option>
                </select>
              </div>
            ) : null}
            <TrackerForm
              initial={EMPTY_DRAFT}
              submitLabel="Add tracker"
              pending={create.isPending}
              serverError={create.isError ? refusalText(create.error, "The tracker could not be added. Please try again.") : null}
              onSubmit={(input) => create.mutate({ ...input, scope: isManager ? scope : "mine" }, { onSuccess: () => setAdding(false) })}
              onCancel={() => {
                create.reset();
                setAdding(false);
              }}
            />
          </CardContent>
        </Card>
      ) : null}
      {!cardsIncluded ? (
        <Card>
          <CardHeader>
            <CardTitle>Battle cards</CardTitle>
            <CardDescription>
              Battle cards come with the {battleCardPlansText()} plan: why you win, landmines and answers to objections, shown beside the moment a
              call mentions the tracker.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button variant="outline" onClick={onUpgrade}>
              See plans
            </Button>
          </CardContent>
        </Card>
      ) : null}
      {trackers.isPending ? (
        <p className="text-sm text-muted-foreground">Loading trackers…</p>
      ) : trackers.isError ? (
        <p className="text-sm text-destructive">{refusalText(trackers.error, "Your trackers could not be loaded. Please try again.")}</p>
      ) : trackers.data.trackers.length === 0 ? (
        <p className="text-sm text-muted-foreground">You have no trackers. Add one, or track an organisation named in your calls below.</p>
      ) : (
        <ul className="grid gap-3" aria-label="Your trackers">
          {trackers.data.trackers.map((tracker) => (
            <TrackerRow key={tracker.id} tracker={tracker} cardsIncluded={cardsIncluded} />
          ))}
        </ul>
      )}
      <TrackerSuggestions canAdd={!atLimit} />
    </section>
  );
}
