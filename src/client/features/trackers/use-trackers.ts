import { useEffect, useRef } from "react";
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { trackerListSchema, trackerSchema, type TrackerInput, type TrackerList } from "@shared/trackers";
import { ApiError, apiJson } from "@client/lib/api";
import { isCallTrackerRead } from "@client/lib/query-keys";
import { toast } from "@client/lib/toast";

export const TRACKERS_KEY = ["/api/trackers"] as const;
/** While past calls are re-scanned the list is read this often, for the progress line. */
export const RESCAN_POLL_MS = 2_000;

const selectList = (data: unknown): TrackerList => trackerListSchema.parse(data);

/** True while the server is re-reading past calls for changed trackers. */
export function rescanRunning(data: unknown): boolean {
  const parsed = trackerListSchema.safeParse(data);
  return parsed.success && parsed.data.rescan.state !== "idle";
}

/** Calls' mentions and cards, and the tracker figures: what a change to trackers or cards makes stale. */
export const refreshTrackerReads = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ predicate: (query) => isCallTrackerRead(query.queryKey) }),
    client.invalidateQueries({ queryKey: ["/api/analytics/trackers"] }),
  ]);

/** GET /api/trackers, polled while a re-scan runs; when it ends, what it rewrote is read again. */
export function useTrackers() {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: TRACKERS_KEY,
    select: selectList,
    refetchInterval: (current) => (rescanRunning(current.state.data) ? RESCAN_POLL_MS : false),
  });
  const state = query.data?.rescan.state;
  const previous = useRef(state);
  useEffect(() => {
    if (previous.current !== undefined && previous.current !== "idle" && state === "idle") void refreshTrackerReads(client);
    previous.current = state;
  }, [state, client]);
  return query;
}

/** The server's own words for a refusal ("A tracker named Pricing already exists"), or a plain fallback. */
export function refusalText(error: unknown, fallback: string): string {
  return (error instanceof ApiError ? error.serverMessage : undefined) ?? fallback;
}

/** After any change: the list (its re-scan state, the suggestions under its key) and what the trackers feed. */
function useRefreshTrackers() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: TRACKERS_KEY }), refreshTrackerReads(client)]);
}

/** POST /api/trackers. */
export function useCreateTracker() {
  const refresh = useRefreshTrackers();
  return useMutation({
    mutationFn: async (input: TrackerInput) => trackerSchema.parse(await apiJson("POST", "/api/trackers", input)),
    onSuccess: async (tracker) => {
      toast({ title: "Tracker added", description: `Past calls are being searched for “${tracker.name}”.` });
      await refresh();
    },
  });
}

/** PUT /api/trackers/{id}. */
export function useUpdateTracker(id: string) {
  const refresh = useRefreshTrackers();
  return useMutation({
    mutationFn: async (input: TrackerInput) =>
      trackerSchema.parse(await apiJson("PUT", `/api/trackers/${encodeURIComponent(id)}`, input)),
    onSuccess: async (tracker) => {
      toast({ title: "Tracker saved", description: `Past calls are being searched again for “${tracker.name}”.` });
      await refresh();
    },
  });
}

/** DELETE /api/trackers/{id}: its mentions in past calls go with it. */
export function useDeleteTracker(id: string) {
  const refresh = useRefreshTrackers();
  return useMutation({
    mutationFn: () => apiJson("DELETE", `/api/trackers/${encodeURIComponent(id)}`),
    onSuccess: async () => {
      toast({ title: "Tracker deleted" });
      await refresh();
    },
    onError: (error) => {
      toast({ variant: "destructive", title: "Delete failed", description: refusalText(error, "The tracker could not be deleted. Please try again.") });
    },
  });
}
