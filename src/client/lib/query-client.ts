import { QueryClient } from "@tanstack/react-query";
import { STALE_TIME_MS } from "@shared/polling";
import { getQueryFn } from "./api";

/** SPEC §7: reads stay fresh for 5 minutes, nothing is retried, no refetch when the window regains focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        staleTime: STALE_TIME_MS,
        retry: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
