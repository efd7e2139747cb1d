import { ApiError } from "@client/lib/api";
import type { ToastInput } from "@client/lib/toast";

// SPEC §8 Settings toasts: failures are destructive and show the server's message, or the fallback.

/** The server's {message}, or `fallback` when there is none (a network failure, an empty body). */
export function serverMessageOr(error: unknown, fallback: string): string {
  return (error instanceof ApiError ? error.serverMessage : undefined) ?? fallback;
}

export const PROFILE_FALLBACK = "Failed to update profile. Please try again.";
export const BOT_FALLBACK = "Failed to update bot settings. Please try again.";
export const PASSWORD_FALLBACK = "Failed to update password. Please try again.";
export const UPGRADE_FALLBACK = "Failed to start upgrade process. Please try again.";
export const REFRESH_FALLBACK = "Unable to refresh subscription status. Please try again.";

export const updateFailedToast = (error: unknown, fallback: string): ToastInput => ({
  variant: "destructive",
  title: "Update failed",
  description: serverMessageOr(error, fallback),
});

export const upgradeFailedToast = (error: unknown): ToastInput => ({
  variant: "destructive",
  title: "Upgrade failed",
  description: serverMessageOr(error, UPGRADE_FALLBACK),
});

/** SPEC §5: the upgrade answer carried no checkout URL. */
export const NO_CHECKOUT_URL_TOAST: ToastInput = {
  variant: "destructive",
  title: "Error",
  description: "Unable to start checkout process. Please try again.",
};

export const refreshFailedToast = (error: unknown): ToastInput => ({
  variant: "destructive",
  title: "Refresh failed",
  description: serverMessageOr(error, REFRESH_FALLBACK),
});
