import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/open";
import { users } from "../db/schema";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Answers carry an ETag from the user's data version; If-None-Match with it answers 304. */
    conditional?: boolean;
  }
}

/**
 * The reads the screens poll. Each answer depends only on the signed-in user's calls, analyses, meetings
 * and account (all of which bump users.data_version through triggers, migration 0007) and on the clock,
 * which the tag covers by the hour. A read that comes to depend on anything else must leave this list or
 * make that data bump the version too (team access: every member who can see a changed call).
 */
export const CONDITIONAL_READS: ReadonlySet<string> = new Set([
  "/api/transcripts",
  "/api/transcripts/counts",
  "/api/analyses",
  "/api/stats",
  "/api/performance",
  "/api/insights",
  "/api/analytics/dashboard",
  "/api/usage/stats",
  "/api/meetings",
]);

/**
 * The tag: the version, and a hash of the user, the URL (with its query) and the hour, so one user's
 * tag never answers for another, nor for another page. Weak (W/): the body is not hashed.
 */
export function etagFor(userId: string, version: number, url: string, now: Date): string {
  const scope = createHash("sha256").update(`${userId}\n${url}\n${now.toISOString().slice(0, 13)}`).digest("base64url").slice(0, 16);
  return `W/"${version}-${scope}"`;
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, "");

/** RFC 9110 If-None-Match: a list of tags compared weakly, or "*". */
export function noneMatch(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  return header.split(",").some((candidate) => candidate.trim() === "*" || opaque(candidate) === opaque(tag));
}

/**
 * Conditional polls, cheap by construction: the user's data version comes with the session check (one
 * statement, before the handler runs, so a change landing meanwhile makes the next poll a 200, never a
 * stale 304), and an unchanged answer is a 304 without running the list or aggregate query at all.
 */
export function registerConditionalReads(app: FastifyInstance, db: Db): void {
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.includes("GET") && CONDITIONAL_READS.has(route.url)) route.config = { ...route.config, conditional: true };
  });
  app.addHook("preHandler", async (request, reply) => {
    if (!request.routeOptions.config.conditional || !request.session) return;
    // Read with the session (sessions.ts); read here only if a session came from elsewhere.
    let version = request.session.dataVersion;
    if (version === undefined) {
      const [row] = await db.select({ version: users.dataVersion }).from(users).where(eq(users.id, request.session.userId));
      if (!row) return;
      version = row.version;
    }
    const tag = etagFor(request.session.userId, version, request.url, new Date());
    // no-cache: a browser may keep the answer but must ask again (with the tag) before using it.
    reply.header("etag", tag).header("cache-control", "private, no-cache");
    if (noneMatch(request.headers["if-none-match"], tag)) return reply.code(304).send();
  });
  app.addHook("onSend", async (request, reply) => {
    // An error answer is not the resource: no tag, so no client keeps it as the list's current state.
    if (request.routeOptions.config.conditional && reply.statusCode >= 400) reply.removeHeader("etag");
  });
}
