import type { CurrentUser } from "@shared/auth";
import type { UsageStats } from "@shared/transcripts";

/** A signed-in user as GET /api/auth/user answers it, for the settings tests. */
export const testUser = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  id: "u1",
  email: "ada@example.com",
  firstName: "Ada",
  lastName: "Lovelace",
  company: "Analytical Engines",
  role: "Account Executive",
  botName: "AI Notetaker",
  botEntryMessage: "I am a meeting bot here to help with notes and transcription.",
  profileImageUrl: null,
  plan: "free",
  ...overrides,
});

export const testUsage = (overrides: Partial<UsageStats> = {}): UsageStats => ({
  plan: "free",
  current: 1,
  limit: 3,
  remaining: 2,
  percentUsed: 33,
  canCreate: true,
  ...overrides,
});
