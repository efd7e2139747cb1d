import { useSyncExternalStore, type ReactElement, type ReactNode } from "react";

/** SPEC §4: at most one toast is visible; a new one replaces the previous one. */
export const TOAST_LIMIT = 1;
/** SPEC §4: toasts close by themselves after 5 seconds (passed to the Radix provider). */
export const TOAST_DURATION_MS = 5000;
// A closed toast stays in the list this long so its exit animation can play before it unmounts.
const REMOVE_AFTER_CLOSE_MS = 1000;

export type ToastVariant = "default" | "destructive";

/** SPEC §3 Toast item. `open` is the Radix open state: false while the exit animation plays. */
export interface ToastItem {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactElement;
  variant?: ToastVariant;
  open: boolean;
}

export type ToastInput = Omit<ToastItem, "id" | "open">;

let toasts: ToastItem[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    publish(toasts.filter((item) => item.id !== id));
  }, REMOVE_AFTER_CLOSE_MS);
  removalTimers.set(id, timer);
}

/** Shows a toast; callable from anywhere (mutation callbacks, start-up code), not only components. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  nextId += 1;
  const id = String(nextId);
  publish([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** Closes one toast, or all of them without an id. */
export function dismissToast(id?: string): void {
  const closing = toasts.filter((item) => id === undefined || item.id === id);
  if (closing.length === 0) return;
  publish(toasts.map((item) => (closing.includes(item) ? { ...item, open: false } : item)));
  for (const item of closing) scheduleRemoval(item.id);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = (): ToastItem[] => toasts;

export function useToast(): { toasts: ToastItem[]; toast: typeof toast; dismiss: typeof dismissToast } {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}

/** Empties the store between tests. */
export function resetToasts(): void {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  publish([]);
}
