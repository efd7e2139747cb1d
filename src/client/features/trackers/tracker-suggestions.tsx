import { Plus } from "lucide-react";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { useTrackerSuggestions } from "./use-suggestions";
import { refusalText, useCreateTracker } from "./use-trackers";

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/** Competitor candidates: organisations the customer side named in calls; one click tracks one. */
export function TrackerSuggestions({ canAdd }: { canAdd: boolean }) {
  const query = useTrackerSuggestions();
  const create = useCreateTracker();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Organisations named in your calls</CardTitle>
        <CardDescription>Competitors and partners your customers mention, most calls first. Track one to see where it comes up.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {query.isPending ? (
          <p className="text-sm text-muted-foreground">Looking through your calls…</p>
        ) : query.isError ? (
          <p className="text-sm text-muted-foreground">Suggestions could not be loaded.</p>
        ) : query.data.suggestions.length === 0 ? (
          <p className="text-sm text-muted-foreground">No organisation named in your calls is left to track.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Suggested trackers">
            {query.data.suggestions.map((suggestion) => (
              <li key={suggestion.name} className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm">
                <span className="min-w-0 break-words">
                  <span className="font-medium">{suggestion.name}</span>{" "}
                  <span className="text-muted-foreground">
                    {plural(suggestion.calls, "call")} · {plural(suggestion.mentions, "mention")}
                  </span>
                </span>
                <Button
                  size="sm"
                  variant="outline"
                  className="ml-auto"
                  disabled={!canAdd || create.isPending}
                  aria-label={`Track ${suggestion.name}`}
                  onClick={() => create.mutate({ name: suggestion.name, phrases: [suggestion.name], side: "anyone" })}
                >
                  <Plus aria-hidden="true" /> {create.isPending && create.variables.name === suggestion.name ? "Adding..." : "Track"}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {create.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {refusalText(create.error, "The tracker could not be added. Please try again.")}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
