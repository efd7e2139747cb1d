import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import type { ScheduleBotFormInput } from "@shared/meetings";
import { ApiError, apiJson } from "@client/lib/api";
import { toast } from "@client/lib/toast";
import { MEETINGS_KEY } from "@client/lib/query-keys";

/**
 * POST /api/schedule-bot from the form (SPEC §7/§8): on success the toast, the meeting list read again
 * and back to /meetings; on failure "Failed to schedule bot" with the server's message.
 */
export function useScheduleBot() {
  const client = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (input: ScheduleBotFormInput) => apiJson("POST", "/api/schedule-bot", input),
    onSuccess: async () => {
      toast({ title: "Bot scheduled successfully", description: "Your AI bot will join the meeting at the scheduled time" });
      navigate("/meetings");
      await client.invalidateQueries({ queryKey: MEETINGS_KEY });
    },
    onError: (error) => {
      toast({
        variant: "destructive",
        title: "Failed to schedule bot",
        description: (error instanceof ApiError ? error.serverMessage : undefined) ?? "Please try again",
      });
    },
  });
}
