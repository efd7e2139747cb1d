import { toast } from "@client/lib/toast";

/** SPEC §8: the `?error=` values the server sends back after external sign-in, with their exact texts. */
export const ERROR_QUERY_MESSAGES: Record<string, { title: string; description: string }> = {
  auth_failed: { title: "Login Failed", description: "Google authentication failed. Please try again." },
  invalid_code: {
    title: "Authorization Error",
    description: "The authorization code expired. Please try logging in again.",
  },
  oauth_config: { title: "Configuration Error", description: "OAuth configuration issue. Please contact support." },
  network_error: {
    title: "Network Error",
    description: "Unable to connect to Google. Please check your connection and try again.",
  },
  session_save_failed: {
    title: "Session Error",
    description: "Login succeeded but session could not be saved. Please try again.",
  },
  account_exists: {
    title: "Account Already Exists",
    description: "An account with this email already exists. Please sign in instead.",
  },
};

/**
 * SPEC §2 Start-up: reads `?error=` on any path, shows its toast, and removes the parameter from the
 * address bar (other parameters stay) so a reload does not show it again. Unknown values are removed
 * without a toast: the text shown always comes from the table above, never from the URL.
 * Returns the value that was read, or null.
 */
export function showErrorFromQuery(win: Window = window): string | null {
  const url = new URL(win.location.href);
  const value = url.searchParams.get("error");
  if (value === null) return null;

  url.searchParams.delete("error");
  win.history.replaceState(win.history.state, "", `${url.pathname}${url.search}${url.hash}`);

  const message = Object.hasOwn(ERROR_QUERY_MESSAGES, value) ? ERROR_QUERY_MESSAGES[value] : undefined;
  if (message) toast({ variant: "destructive", ...message });
  return value;
}
