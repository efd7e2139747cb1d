import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { libraryItemSchema, teamCallSchema, teamStatsSchema } from "@shared/teams";

export function useTeamStats(teamId: string, enabled: boolean) {
  return useQuery({ queryKey: ["/api/teams", teamId, "stats"], select: (data: unknown) => teamStatsSchema.parse(data), enabled });
}

const callsAnswer = z.object({ calls: z.array(teamCallSchema) });
export function useMemberCalls(teamId: string, userId: string | null) {
  return useQuery({
    queryKey: ["/api/teams", teamId, "members", userId ?? "", "calls"],
    select: (data: unknown) => callsAnswer.parse(data).calls,
    enabled: userId !== null,
  });
}

const libraryAnswer = z.object({ items: z.array(libraryItemSchema) });
export function useLibrary(teamId: string) {
  return useQuery({ queryKey: ["/api/teams", teamId, "library"], select: (data: unknown) => libraryAnswer.parse(data).items });
}
