import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { BOT_DEFAULTS, LIMITS } from "@shared/auth";
import type { Db } from "../../db/open";
import { oauthAccounts, sessions, users } from "../../db/schema";
import { OAuthFailure } from "../../integrations/oauth/failure";
import type { ExternalProfile, OAuthProviderId } from "../../integrations/oauth/providers";
import { findUserByEmail } from "../auth";

const emailSchema = z.email().max(LIMITS.email);

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
};

async function linkedUserId(db: Db, provider: OAuthProviderId, providerUserId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: oauthAccounts.userId })
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.providerUserId, providerUserId)))
    .limit(1);
  return row?.userId ?? null;
}

async function createUser(db: Db, provider: OAuthProviderId, profile: ExternalProfile): Promise<string> {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(users).values({
      id,
      email: profile.email,
      passwordHash: null,
      // Providers may withhold names; the e-mail's local part stands in until the user edits the profile.
      firstName: (profile.firstName || profile.email.split("@")[0] || "").slice(0, LIMITS.name),
      lastName: profile.lastName.slice(0, LIMITS.name),
      profileImageUrl: profile.pictureUrl && profile.pictureUrl.length <= 2048 ? profile.pictureUrl : null,
      botName: BOT_DEFAULTS.botName,
      botEntryMessage: BOT_DEFAULTS.botEntryMessage,
      plan: "free",
    });
    await tx.insert(oauthAccounts).values({ provider, providerUserId: profile.providerUserId, userId: id });
  });
  return id;
}

/**
 * Links a provider identity whose e-mail the provider verified to the account with that e-mail.
 * Rapport cannot prove an address itself (it sends no mail), so an account that was only ever signed
 * up to with a password may belong to someone who typed another person's address. The first proof of
 * the address therefore wins: the unproven password is removed and every session of the account is
 * ended, so a squatter who signed up first loses all access the moment the real owner arrives. The
 * alternative, refusing the link, would leave the real owner unable to use their own address. Once an
 * identity is linked the address counts as proven, and later links change nothing else.
 */
async function linkProvenIdentity(db: Db, provider: OAuthProviderId, providerUserId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [proven] = await tx.select({ userId: oauthAccounts.userId }).from(oauthAccounts).where(eq(oauthAccounts.userId, userId)).limit(1);
    await tx.insert(oauthAccounts).values({ provider, providerUserId, userId });
    if (proven) return;
    await tx.update(users).set({ passwordHash: null, updatedAt: new Date() }).where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
}

/**
 * The account an external identity signs in to: the one it is linked to; else the account with its
 * e-mail, linked now, but only when the provider has verified the e-mail (otherwise anyone could
 * claim an address at a provider and take over the account: account_exists), which ends any
 * unproven password (linkProvenIdentity); else a new account.
 */
export async function accountForProfile(
  db: Db,
  provider: OAuthProviderId,
  profile: ExternalProfile,
  attempt = 1,
): Promise<string> {
  const linked = await linkedUserId(db, provider, profile.providerUserId);
  if (linked) return linked;
  if (!emailSchema.safeParse(profile.email).success) throw new OAuthFailure("auth_failed", "the provider gave no usable e-mail");

  const existing = await findUserByEmail(db, profile.email);
  try {
    if (!existing) return await createUser(db, provider, profile);
    if (!profile.emailVerified) throw new OAuthFailure("account_exists", "unverified e-mail matches an existing account");
    await linkProvenIdentity(db, provider, profile.providerUserId, existing.id);
    return existing.id;
  } catch (error) {
    // Two callbacks for one person at once: the loser finds what the winner wrote.
    if (isUniqueViolation(error) && attempt === 1) return accountForProfile(db, provider, profile, 2);
    throw error;
  }
}
