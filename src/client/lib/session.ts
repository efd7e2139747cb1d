import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { currentUserSchema, type CurrentUser } from "@shared/auth";
import { apiRequest, getQueryFn } from "./api";
import { reloadPage } from "./navigation";
import { toast } from "./toast";

export const CURRENT_USER_KEY = ["/api/auth/user"] as const;

export type SessionStatus = "loading" | "authenticated" | "unauthenticated";

const readUser = getQueryFn({ on401: "returnNull" });

/** SPEC §4 Session: a 401 on the current-user read means signed out, and is never retried. */
export function useAuth(): { status: SessionStatus; user: CurrentUser | null } {
  const query = useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: async (context) => {
      const body = await readUser(context);
      return body === null ? null : currentUserSchema.parse(body);
    },
    retry: false,
  });
  if (query.isPending) return { status: "loading", user: null };
  const user = query.data ?? null;
  return { status: user ? "authenticated" : "unauthenticated", user };
}

/** SPEC §4: logout clears the client cache and reloads; a non-OK answer is "Logout failed". */
export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("POST", "/api/auth/logout"),
    onSuccess: () => {
      client.clear();
      reloadPage();
    },
    onError: () => {
      toast({ variant: "destructive", title: "Logout failed", description: "Please try again." });
    },
  });
}
