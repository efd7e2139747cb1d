import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/open";
import { users } from "../db/schema";
import { AnswerCache } from "./answer-cache";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * Answers carry an ETag from the user's data version; If-None-Match with it answers 304, and a 200 is
     * kept under its tag and sent again while the tag holds (answer-cache.ts).
     */
    conditional?: boolean;
  }
  interface FastifyInstance {
    /** The polled reads' last answers (http/answer-cache.ts); the bench reads its counters. */
    answerCache: AnswerCache;
  }
  interface FastifyRequest {
    /** Set on a polled read that missed the cache: onSend keeps its 200 under this tag. */
    answerTag: string | null;
  }
}

/**
 * The reads the screens poll. The tag must name each answer's exact state, since it decides both a 304 and
 * an answer sent again from the cache: each depends only on the signed-in user's own rows of transcripts,
 * analyses and meetings (lists, counts and search show the user's own calls, access.ts) and account, all of
 * which bump users.data_version through triggers in the writing transaction (migration 0007: a new call,
 * the worker's status change, an analysis, a delete, also a manager's delete of a rep's call, which moves
 * the owner's version), and on the clock, which the tag covers by the hour. A read that comes to depend on
 * anything else must leave this list or make that data bump the version too (team access: every member who
 * can see a changed call). /api/usage/stats left it for that reason: its plan is the better of the user's
 * and their team's paying member's (teams/plan.ts), and joining or leaving a team, or that member's plan
 * changing, bumps no version of this user, so its 304 could keep an old plan for up to an hour.
 */
export const CONDITIONAL_READS: ReadonlySet<string> = new Set([
  "/api/transcripts",
  "/api/transcripts/counts",
  "/api/analyses",
  "/api/stats",
  "/api/performance",
  "/api/insights",
  "/api/analytics/dashboard",
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
 * stale 304), and an unchanged answer is a 304 without running the list or aggregate query at all. A 200
 * whose tag was answered before (another tab, a client without the tag) is sent from the answer cache.
 */
export function registerConditionalReads(app: FastifyInstance, db: Db, cache = new AnswerCache()): void {
  app.decorate("answerCache", cache);
  app.decorateRequest("answerTag", null);
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
    // The version was read before this lookup, so a change committed before the request makes this a miss.
    const kept = cache.get(request.session.userId, request.url, tag);
    if (!kept) {
      request.answerTag = tag;
      return;
    }
    reply.header("content-type", kept.contentType);
    if (kept.link !== undefined) reply.header("link", kept.link);
    return reply.send(kept.body);
  });
  app.addHook("onSend", async (request, reply, payload) => {
    // An error answer is not the resource: no tag, so no client keeps it as the list's current state.
    if (request.routeOptions.config.conditional && reply.statusCode >= 400) reply.removeHeader("etag");
    if (request.answerTag === null || reply.statusCode !== 200 || typeof payload !== "string" || !request.session) return payload;
    // Built after the version was read, so it shows at least the state the tag names (a change landing in
    // between makes it newer, never older), and every later request under the same tag may be given it.
    const body = Buffer.from(payload);
    const link = reply.getHeader("link");
    cache.set(request.session.userId, request.url, {
      tag: request.answerTag,
      body,
      contentType: String(reply.getHeader("content-type")),
      link: typeof link === "string" ? link : undefined,
    });
    // The bytes themselves go out: Node then writes them without encoding the string again.
    return body;
  });
}
