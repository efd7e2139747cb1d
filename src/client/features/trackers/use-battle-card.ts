import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { battleCardSchema, type BattleCard } from "@shared/trackers";
import { apiJson } from "@client/lib/api";
import { toast } from "@client/lib/toast";
import { refreshTrackerReads, TRACKERS_KEY } from "./use-trackers";

export const battleCardKey = (trackerId: string) => ["/api/trackers", encodeURIComponent(trackerId), "battle-card"] as const;
const selectCard = (data: unknown): BattleCard => battleCardSchema.parse(data);

/** GET /api/trackers/{id}/battle-card (an empty card until one is written). */
export function useBattleCard(trackerId: string) {
  return useQuery({ queryKey: battleCardKey(trackerId), select: selectCard });
}

/** PUT /api/trackers/{id}/battle-card; the saved card goes straight into the cache. */
export function useSaveBattleCard(trackerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (card: BattleCard) => battleCardSchema.parse(await apiJson("PUT", `/api/trackers/${encodeURIComponent(trackerId)}/battle-card`, card)),
    onSuccess: async (card) => {
      client.setQueryData(battleCardKey(trackerId), card);
      toast({ title: "Battle card saved" });
      // The list shows which trackers have a card, and calls show the card beside its mentions.
      await Promise.all([client.invalidateQueries({ queryKey: TRACKERS_KEY, exact: true }), refreshTrackerReads(client)]);
    },
  });
}
