import { createElement, Fragment, type ReactNode } from "react";
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
 * The server adds `setup=google|microsoft` to oauth_config when that sign-in is not set up on it at all
 * (features/oauth/routes.ts). SPEC's text stays as it is; a second line says what happened in plain words.
 */
const NOT_SET_UP: Record<string, string> = {
  google: "Google sign-in isn't set up on this Rapport server yet.",
  microsoft: "Microsoft sign-in isn't set up on this Rapport server yet.",
};

function describeError(value: string, description: string, setup: string | null): ReactNode {
  const plainWords = value === "oauth_config" && setup !== null && Object.hasOwn(NOT_SET_UP, setup) ? NOT_SET_UP[setup] : undefined;
  if (!plainWords) return description;
  return createElement(
    Fragment,
    null,
    createElement("span", { className: "block" }, description),
    createElement("span", { className: "block" }, plainWords),
  );
}

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

  const setup = url.searchParams.get("setup");
  url.searchParams.delete("error");
  url.searchParams.delete("setup");
  win.history.replaceState(win.history.state, "", `${url.pathname}${url.search}${url.hash}`);

  const message = Object.hasOwn(ERROR_QUERY_MESSAGES, value) ? ERROR_QUERY_MESSAGES[value] : undefined;
  if (message) toast({ variant: "destructive", title: message.title, description: describeError(value, message.description, setup) });
  return value;
}
