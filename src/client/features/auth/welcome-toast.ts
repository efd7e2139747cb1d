import { useEffect } from "react";
import { toast } from "@client/lib/toast";
import { LOGIN_SUCCESS_TOAST, SIGNUP_SUCCESS_TOAST } from "./auth-toasts";

/**
 * SPEC §8's welcome toasts ("Welcome back", "Account created successfully") follow a sign-in that ends in a
 * full page load (SPEC §4), which would wipe a toast shown before it. So the sign-in leaves a note in the
 * tab's sessionStorage and the signed-in app shows the toast once it has started, removing the note only
 * then: a reload before the toast appeared still shows it, a reload after it does not show it again.
 */
const WELCOME_KEY = "rapport.welcome";
/** A note older than this (a sign-in whose page never loaded signed in) is dropped, not shown later. */
const WELCOME_MAX_AGE_MS = 5 * 60_000;

type WelcomeKind = "login" | "signup";
const TOASTS = { login: LOGIN_SUCCESS_TOAST, signup: SIGNUP_SUCCESS_TOAST } as const;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be switched off; the toast is then simply not shown.
    return null;
  }
}

/** Called on a successful sign-in or sign-up, just before the page loads again. */
export function queueWelcomeToast(kind: WelcomeKind, now = Date.now()): void {
  try {
    storage()?.setItem(WELCOME_KEY, JSON.stringify({ kind, at: now }));
  } catch {
    // A full storage only costs the toast.
  }
}

function readNote(raw: string | null, now: number): WelcomeKind | null {
  if (!raw) return null;
  try {
    const note = JSON.parse(raw) as { kind?: unknown; at?: unknown };
    const fresh = typeof note.at === "number" && now - note.at >= 0 && now - note.at <= WELCOME_MAX_AGE_MS;
    return fresh && (note.kind === "login" || note.kind === "signup") ? note.kind : null;
  } catch {
    return null;
  }
}

/** Shows the queued welcome toast, if any, and forgets it. Answers whether one was shown. */
export function showQueuedWelcomeToast(now = Date.now()): boolean {
  const store = storage();
  const raw = store?.getItem(WELCOME_KEY) ?? null;
  if (raw === null) return false;
  const kind = readNote(raw, now);
  if (kind) toast(TOASTS[kind]);
  store?.removeItem(WELCOME_KEY);
  return kind !== null;
}

/** Mounted in the signed-in app: the welcome appears once the user is known to be signed in. */
export function WelcomeToast(): null {
  useEffect(() => {
    showQueuedWelcomeToast();
  }, []);
  return null;
}
