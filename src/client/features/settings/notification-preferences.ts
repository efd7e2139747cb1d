import { z } from "zod";

/** SPEC §2: e-mail starts on, push starts off. They are kept in this browser only (never sent). */
export const DEFAULT_PREFERENCES = { email: true, push: false };
export type NotificationPreferences = typeof DEFAULT_PREFERENCES;

const STORAGE_KEY = "rapport.notification-preferences";
const storedSchema = z.object({ email: z.boolean(), push: z.boolean() });

export function loadPreferences(storage: Storage = window.localStorage): NotificationPreferences {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(storage.getItem(STORAGE_KEY) ?? "null"));
    return parsed.success ? parsed.data : DEFAULT_PREFERENCES;
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

export function savePreferences(preferences: NotificationPreferences, storage: Storage = window.localStorage): void {
  storage.setItem(STORAGE_KEY, JSON.stringify(preferences));
}
