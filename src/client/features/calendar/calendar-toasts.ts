import { ApiError } from "@client/lib/api";
import type { ToastInput } from "@client/lib/toast";

// SPEC §8 Settings toasts for the calendar: destructive, each with the server's message or the fallback.

export const CONNECT_FALLBACK = "Failed to connect calendar. Please try again.";
export const DISCONNECT_FALLBACK = "Failed to disconnect calendar. Please try again.";
/** The disconnect answer said success: false without saying why. */
export const DISCONNECT_REFUSED_FALLBACK = "Disconnection failed.";
export const SYNC_FALLBACK = "Failed to sync calendar. Please try again.";
/** The sync request got a non-OK answer without a message. */
export const SYNC_REQUEST_FALLBACK = "Sync request failed";
/** The sync answer said success: false without saying why. */
export const SYNC_REFUSED_FALLBACK = "Sync failed";
export const AUTO_SCHEDULE_UPDATE_FALLBACK = "An error occurred while updating your auto-scheduling preferences.";
export const AUTO_SCHEDULE_TRIGGER_FALLBACK = "An error occurred while triggering automatic scheduling.";

/** An OK answer whose body says the action did not happen ({success: false, error}). */
export class RefusedByServer extends Error {}

/** The server's {message} on a non-OK answer, or `fallback` (network failure, empty body). */
export function serverMessageOr(error: unknown, fallback: string): string {
  return (error instanceof ApiError ? error.serverMessage : undefined) ?? fallback;
}

function failure(title: string, description: string): ToastInput {
  return { variant: "destructive", title, description };
}

export const connectFailedToast = (error: unknown) => failure("Connection failed", serverMessageOr(error, CONNECT_FALLBACK));

export const disconnectFailedToast = (error: unknown) =>
  failure("Disconnection failed", error instanceof RefusedByServer ? error.message : serverMessageOr(error, DISCONNECT_FALLBACK));

export function syncFailedToast(error: unknown): ToastInput {
  if (error instanceof RefusedByServer) return failure("Sync failed", error.message);
  if (error instanceof ApiError) return failure("Sync failed", error.serverMessage ?? SYNC_REQUEST_FALLBACK);
  return failure("Sync failed", SYNC_FALLBACK);
}

export const autoScheduleUpdateFailedToast = (error: unknown) =>
  failure("Failed to update auto-scheduling", serverMessageOr(error, AUTO_SCHEDULE_UPDATE_FALLBACK));

export const autoScheduleTriggerFailedToast = (error: unknown) =>
  failure("Failed to trigger auto-scheduling", serverMessageOr(error, AUTO_SCHEDULE_TRIGGER_FALLBACK));
