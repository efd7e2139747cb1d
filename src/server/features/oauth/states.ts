import { eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/open";
import { oauthStates } from "../../db/schema";
import { codeChallenge, randomToken } from "../../integrations/oauth/pkce";
import type { OAuthProviderId } from "../../integrations/oauth/providers";

/** How long a visitor has to finish signing in at the provider. */
export const STATE_TTL_MS = 10 * 60_000;

/** Records a new sign-in attempt and answers its state and PKCE challenge; expired attempts are swept. */
export async function createState(
  db: Db,
  provider: OAuthProviderId,
  redirectUri: string,
): Promise<{ state: string; codeChallenge: string }> {
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, sql`now()`));
  const state = randomToken();
  const codeVerifier = randomToken();
  await db.insert(oauthStates).values({
    state,
    provider,
    codeVerifier,
    redirectUri,
    expiresAt: new Date(Date.now() + STATE_TTL_MS),
  });
  return { state, codeChallenge: codeChallenge(codeVerifier) };
}

export type ConsumedState =
  | { kind: "ok"; codeVerifier: string; redirectUri: string }
  | { kind: "expired" }
  | { kind: "unknown" };

/**
 * Takes an attempt out of the table: deleting and reading in one statement means a state works once,
 * even if the callback is replayed at two web processes at the same moment.
 */
export async function consumeState(db: Db, provider: OAuthProviderId, state: string): Promise<ConsumedState> {
  const [row] = await db.delete(oauthStates).where(eq(oauthStates.state, state)).returning();
  if (!row || row.provider !== provider) return { kind: "unknown" };
  if (row.expiresAt.getTime() < Date.now()) return { kind: "expired" };
  return { kind: "ok", codeVerifier: row.codeVerifier, redirectUri: row.redirectUri };
}
