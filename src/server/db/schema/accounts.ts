import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** Accounts and sign-in: users, sessions, rate limits, linked Google/Microsoft identities, sign-ins in flight, and applied Stripe events. */

export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    /** Null for accounts that only sign in through Google or Microsoft. */
    passwordHash: text("password_hash"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    company: text("company"),
    jobTitle: text("job_title"),
    botName: text("bot_name").notNull(),
    botEntryMessage: text("bot_entry_message").notNull(),
    profileImageUrl: text("profile_image_url"),
    plan: text("plan", { enum: ["free", "start", "pro", "unlimited"] }).notNull().default("free"),
    /** Stripe's customer and subscription ids, and the subscription's last known status (billing feature). */
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    subscriptionStatus: text("subscription_status"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Bumped by database triggers (migration 0007) whenever the user's calls, analyses, meetings or this
     * row change: the ETag of every polled list and figure (src/server/http/conditional-reads.ts).
     */
    dataVersion: bigint("data_version", { mode: "number" }).notNull().default(0),
    /** Set once the default topic trackers were added (issue 18), so a deleted default is not added again. */
    trackerDefaultsAdded: boolean("tracker_defaults_added").notNull().default(false),
  },
  // Case-insensitive uniqueness: Bob@x.com and bob@x.com are one account.
  (t) => [
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    uniqueIndex("users_stripe_customer_idx").on(t.stripeCustomerId),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the cookie's token, so a database leak does not leak live sessions. */
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Fixed-window counters, in the database so every web process shares them. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});

/** Stripe webhook events already applied: a redelivered event is acknowledged and changes nothing. */
export const processedWebhookEvents = pgTable("processed_webhook_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A Google or Microsoft identity linked to an account; the provider's stable user id, not the e-mail. */
export const oauthAccounts = pgTable(
  "oauth_accounts",
  {
    provider: text("provider", { enum: ["google", "microsoft"] }).notNull(),
    providerUserId: text("provider_user_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerUserId] }), index("oauth_accounts_user_idx").on(t.userId)],
);

/**
 * External sign-ins in flight: the state sent to the provider and the PKCE verifier, in the database so
 * the callback may land on any web process. Each row is used once and expires after a few minutes.
 */
export const oauthStates = pgTable(
  "oauth_states",
  {
    state: text("state").primaryKey(),
    provider: text("provider", { enum: ["google", "microsoft"] }).notNull(),
    codeVerifier: text("code_verifier").notNull(),
    redirectUri: text("redirect_uri").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set for a calendar connection: the signed-in user the attempt belongs to (null for sign-in). */
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [index("oauth_states_expires_idx").on(t.expiresAt)],
);
