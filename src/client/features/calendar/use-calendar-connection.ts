import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import {
  calendarConnectResponseSchema,
  calendarSyncResponseSchema,
  disconnectResponseSchema,
  type CalendarProvider,
} from "@shared/calendar";
import { apiJson } from "@client/lib/api";
import { fullPageLoad } from "@client/lib/navigation";
import { toast } from "@client/lib/toast";
import {
  DISCONNECT_REFUSED_FALLBACK,
  RefusedByServer,
  SYNC_REFUSED_FALLBACK,
  connectFailedToast,
  disconnectFailedToast,
  syncFailedToast,
} from "./calendar-toasts";
import { AUTO_SCHEDULE_KEY, CALENDAR_EVENTS_KEY, CALENDAR_STATUS_KEY } from "./queries";

/** SPEC §7: Google disconnects through the calendar route, Microsoft through its sign-in route. */
export const DISCONNECT_URL: Record<CalendarProvider, string> = {
  google: "/api/calendar/disconnect",
  microsoft: "/api/auth/microsoft/disconnect",
};

function readCalendarAgain(client: QueryClient) {
  return Promise.all(
    [CALENDAR_STATUS_KEY, CALENDAR_EVENTS_KEY, AUTO_SCHEDULE_KEY].map((queryKey) => client.invalidateQueries({ queryKey })),
  );
}

/** Connect: the server answers the provider's consent address, and the whole window goes there. */
export function useConnectCalendar() {
  return useMutation({
    mutationFn: async (provider: CalendarProvider) => {
      const answer = calendarConnectResponseSchema.safeParse(await apiJson("POST", "/api/calendar/connect", { provider }));
      // No consent address means nothing to open: the fallback text says the connection failed.
      if (!answer.success) throw new Error("The connect answer carried no authUrl");
      return answer.data.authUrl;
    },
    onSuccess: (authUrl) => fullPageLoad(authUrl),
    onError: (error) => toast(connectFailedToast(error)),
  });
}

export function useDisconnectCalendar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (provider: CalendarProvider) => {
      const answer = disconnectResponseSchema.safeParse(await apiJson("POST", DISCONNECT_URL[provider]));
      if (!answer.success) throw new RefusedByServer(DISCONNECT_REFUSED_FALLBACK);
      if (!answer.data.success) {
        throw new RefusedByServer(answer.data.error ?? answer.data.message ?? DISCONNECT_REFUSED_FALLBACK);
      }
      return answer.data;
    },
    onSuccess: async (answer) => {
      toast({ title: "Calendar disconnected", description: answer.message ?? "Your calendar is no longer connected." });
      await readCalendarAgain(client);
    },
    onError: (error) => toast(disconnectFailedToast(error)),
  });
}

/** Sync Now: the server reads the calendar and counts the sales meetings among its events. */
export function useSyncCalendar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const answer = calendarSyncResponseSchema.safeParse(await apiJson("POST", "/api/calendar/sync"));
      if (!answer.success) throw new RefusedByServer(SYNC_REFUSED_FALLBACK);
      if (!answer.data.success) throw new RefusedByServer(answer.data.error ?? SYNC_REFUSED_FALLBACK);
      return answer.data;
    },
    onSuccess: async ({ salesMeetings = 0, totalEvents = 0 }) => {
      toast({ title: "Calendar synced", description: `Found ${salesMeetings} meetings from ${totalEvents} total events.` });
      await readCalendarAgain(client);
    },
    onError: (error) => toast(syncFailedToast(error)),
  });
}
