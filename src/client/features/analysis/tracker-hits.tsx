import { useQuery } from "@tanstack/react-query";
import { Radar } from "lucide-react";
import { callBattleCardListSchema, trackerHitListSchema, type CallBattleCard, type TrackerHitView } from "@shared/trackers";
import { Badge } from "@client/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import type { CallTrackerPart } from "@client/lib/query-keys";
import { cn } from "@client/lib/utils";
import { BattleCardPanel } from "./battle-card-panel";
import { MomentLink } from "./moment-link";
import { transcriptKey } from "./queries";

/** Under the transcript's key, so whatever refreshes the call (a re-analysis) refreshes its hits too. */
export const trackerHitsKey = (id: string) => [...transcriptKey(id), "tracker-hits" satisfies CallTrackerPart] as const;
export const selectHits = (data: unknown) => trackerHitListSchema.parse(data);
export const battleCardsKey = (id: string) => [...transcriptKey(id), "battle-cards" satisfies CallTrackerPart] as const;
const selectCards = (data: unknown): Map<string, CallBattleCard> => new Map(callBattleCardListSchema.parse(data).map((entry) => [entry.trackerId, entry]));

/** The hits grouped by tracker, trackers in the order first mentioned. */
export function groupHits(hits: readonly TrackerHitView[]): { trackerId: string; name: string; hits: TrackerHitView[] }[] {
  const groups = new Map<string, { trackerId: string; name: string; hits: TrackerHitView[] }>();
  for (const hit of hits) {
    const group = groups.get(hit.trackerId) ?? { trackerId: hit.trackerId, name: hit.name, hits: [] };
    group.hits.push(hit);
    groups.set(hit.trackerId, group);
  }
  return [...groups.values()];
}

/**
 * Where the call owner's trackers (pricing, competitors…) came up: each mention links to its moment, and a
 * tracker with a battle card shows it beside its mentions. Without the cards (none, or refused) the list stands alone.
 */
export function TrackerHits({ transcriptId }: { transcriptId: string }) {
  const query = useQuery({ queryKey: trackerHitsKey(transcriptId), select: selectHits });
  const cards = useQuery({ queryKey: battleCardsKey(transcriptId), select: selectCards }).data;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Radar className="size-5 text-primary" aria-hidden="true" /> Trackers
        </CardTitle>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <p className="text-sm text-muted-foreground">Loading tracker mentions…</p>
        ) : query.isError ? (
          <p className="text-sm text-muted-foreground">Tracker mentions could not be loaded.</p>
        ) : query.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">None of your trackers came up on this call.</p>
        ) : (
          <ul className="grid gap-4" aria-label="Tracker mentions">
            {groupHits(query.data).map((group) => {
              const card = cards?.get(group.trackerId);
              return (
                <li key={group.trackerId} className={cn("grid min-w-0 gap-3 rounded-lg border p-4 text-sm", card && "lg:grid-cols-2 lg:items-start")}>
                  <div className="grid min-w-0 gap-2">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-medium">{group.name}</span>
                      <Badge variant="secondary">
                        {group.hits.length} {group.hits.length === 1 ? "mention" : "mentions"}
                      </Badge>
                    </div>
                    <ul className="grid gap-1">
                      {group.hits.map((hit, index) => (
                        <li key={index} className="flex flex-wrap items-baseline gap-2">
                          <MomentLink seconds={hit.atSeconds} />
                          <span className="text-muted-foreground">{hit.speaker}:</span>
                          <span className="min-w-0 break-words">{hit.text}</span>
                        </li>
                      ))}
                    </ul>
                  </div>
                  {card ? <BattleCardPanel entry={card} /> : null}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
