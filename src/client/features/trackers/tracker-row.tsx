import { useState } from "react";
import { Pencil, Swords, Trash2, Users } from "lucide-react";
import type { Tracker } from "@shared/trackers";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { BattleCardEditor } from "./battle-card-editor";
import { BattleCardView } from "./battle-card-view";
import { SIDE_HINTS, SIDE_LABELS } from "./sides";
import { TrackerForm } from "./tracker-form";
import { refusalText, useDeleteTracker, useUpdateTracker } from "./use-trackers";

/** Phrases shown before "+N more": a 200-phrase tracker should not fill the screen. */
const PHRASES_SHOWN = 12;

type Mode = "view" | "edit" | "card" | "delete";

interface TrackerRowProps {
  tracker: Tracker;
  /** Whether writing battle cards is part of the user's plan. */
  cardsIncluded: boolean;
}

/** One tracker: its name, side, scope and phrases; editable in place when the user may change it. */
export function TrackerRow({ tracker, cardsIncluded }: TrackerRowProps) {
  const [mode, setMode] = useState<Mode>("view");
  const update = useUpdateTracker(tracker.id);
  const remove = useDeleteTracker(tracker.id);
  const hidden = tracker.phrases.length - PHRASES_SHOWN;
  const headingId = `tracker-${tracker.id}`;

  if (mode === "edit") {
    return (
      <li className="grid gap-3 rounded-lg border p-4">
        <h3 className="font-medium">Edit “{tracker.name}”</h3>
        <TrackerForm
          initial={{ name: tracker.name, phrasesText: tracker.phrases.join("\n"), side: tracker.side }}
          submitLabel="Save tracker"
          pending={update.isPending}
          serverError={update.isError ? refusalText(update.error, "The tracker could not be saved. Please try again.") : null}
          onSubmit={(input) => update.mutate(input, { onSuccess: () => setMode("view") })}
          onCancel={() => {
            update.reset();
            setMode("view");
          }}
        />
      </li>
    );
  }

  return (
    <li className="grid min-w-0 gap-3 rounded-lg border p-4 text-sm" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="font-medium break-words">
          {tracker.name}
        </h3>
        <Badge variant="secondary" title={SIDE_HINTS[tracker.side]}>
          Said by: {SIDE_LABELS[tracker.side]}
        </Badge>
        {tracker.scope === "team" ? (
          <Badge variant="info">
            <Users className="size-3" aria-hidden="true" /> Team
          </Badge>
        ) : null}
        {tracker.hasBattleCard ? <Badge variant="outline">Battle card</Badge> : null}
      </div>
      <ul className="flex flex-wrap gap-1.5" aria-label={`Phrases of ${tracker.name}`}>
        {tracker.phrases.slice(0, PHRASES_SHOWN).map((phrase) => (
          <li key={phrase} className="max-w-full break-words rounded-full bg-muted px-2.5 py-0.5 text-xs">
            {phrase}
          </li>
        ))}
        {hidden > 0 ? <li className="px-1 text-xs text-muted-foreground">+{hidden} more</li> : null}
      </ul>
      {tracker.canEdit ? (
        mode === "delete" ? (
          <div role="group" aria-label={`Delete ${tracker.name}?`} className="grid gap-2 rounded-md border border-destructive/40 bg-red-50 p-3">
            <p className="text-red-900">
              Delete “{tracker.name}”? Its mentions in past calls{tracker.hasBattleCard ? " and its battle card" : ""} go with it.
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="destructive" size="sm" disabled={remove.isPending} onClick={() => remove.mutate()}>
                {remove.isPending ? "Deleting..." : "Delete tracker"}
              </Button>
              <Button variant="outline" size="sm" disabled={remove.isPending} onClick={() => setMode("view")}>
                Keep it
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => setMode("edit")} aria-label={`Edit ${tracker.name}`}>
              <Pencil aria-hidden="true" /> Edit
            </Button>
            {cardsIncluded ? (
              <Button
                variant="outline"
                size="sm"
                aria-expanded={mode === "card"}
                aria-label={`Battle card for ${tracker.name}`}
                onClick={() => setMode(mode === "card" ? "view" : "card")}
              >
                <Swords aria-hidden="true" /> Battle card
              </Button>
            ) : null}
            <Button variant="outline" size="sm" onClick={() => setMode("delete")} aria-label={`Delete ${tracker.name}`}>
              <Trash2 aria-hidden="true" /> Delete
            </Button>
          </div>
        )
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-muted-foreground">Your team's managers edit this tracker and its battle card; you can use it in your calls.</p>
          {tracker.hasBattleCard ? (
            <Button
              variant="outline"
              size="sm"
              aria-expanded={mode === "card"}
              aria-label={`Read the battle card for ${tracker.name}`}
              onClick={() => setMode(mode === "card" ? "view" : "card")}
            >
              <Swords aria-hidden="true" /> Battle card
            </Button>
          ) : null}
        </div>
      )}
      {mode === "card" ? (
        <div className="rounded-md border bg-muted/40 p-3">
          {tracker.canEdit ? (
            <BattleCardEditor trackerId={tracker.id} trackerName={tracker.name} onClose={() => setMode("view")} />
          ) : (
            <BattleCardView trackerId={tracker.id} />
          )}
        </div>
      ) : null}
    </li>
  );
}
