import { useMutation, useQueryClient } from "@tanstack/react-query";
import { autoScheduleSchema, autoScheduleTriggerResponseSchema, type AutoSchedule } from "@shared/calendar";
import { apiJson } from "@client/lib/api";
import { toast } from "@client/lib/toast";
import { MEETINGS_KEY } from "@client/lib/query-keys";
import { autoScheduleTriggerFailedToast, autoScheduleUpdateFailedToast } from "./calendar-toasts";
import { AUTO_SCHEDULE_KEY, CALENDAR_EVENTS_KEY } from "./queries";

/** POST /api/calendar/auto-schedule {enabled}. The switch shows the saved value, never a hoped-for one. */
export function useUpdateAutoSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (enabled: boolean) => {
      const setting: AutoSchedule = { enabled };
      return autoScheduleSchema.safeParse(await apiJson("POST", "/api/calendar/auto-schedule", setting));
    },
    onSuccess: async (answer, enabled) => {
      toast({
        title: "Auto-scheduling updated",
        description: enabled
          ? "The AI bot will be scheduled for upcoming meetings with a video link."
          : "Bots will no longer be scheduled automatically.",
      });
      // The answer is the saved setting; if it is not in that shape, read the setting again instead.
      if (answer.success) client.setQueryData(AUTO_SCHEDULE_KEY, answer.data);
      else await client.invalidateQueries({ queryKey: AUTO_SCHEDULE_KEY });
    },
    onError: (error) => toast(autoScheduleUpdateFailedToast(error)),
  });
}

/** Runs auto-scheduling now; SPEC §7: then meetings, calendar events and the setting are read again. */
export function useTriggerAutoSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => autoScheduleTriggerResponseSchema.safeParse(await apiJson("POST", "/api/calendar/auto-schedule/trigger")),
    onSuccess: async (answer) => {
      toast({ title: "Auto-scheduling triggered", description: answer.success ? answer.data.message : undefined });
      await Promise.all(
        [MEETINGS_KEY, CALENDAR_EVENTS_KEY, AUTO_SCHEDULE_KEY].map((queryKey) => client.invalidateQueries({ queryKey })),
      );
    },
    onError: (error) => toast(autoScheduleTriggerFailedToast(error)),
  });
}
