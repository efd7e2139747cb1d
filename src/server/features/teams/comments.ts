import { randomUUID } from "node:crypto";
import { asc, desc, eq, and, isNull, sql } from "drizzle-orm";
import type { AppNotification, CallComment, CreateCommentInput } from "@shared/teams";
import { formatMoment } from "@shared/teams";
import type { Db } from "../../db/open";
import { callComments, notifications, transcripts, users } from "../../db/schema";
import { callAccess } from "./access";

const authorName = sql<string>`btrim(${users.firstName} || ' ' || ${users.lastName})`;

function toComment(row: { id: string; transcriptId: string; body: string; atSeconds: number | null; createdAt: Date; authorId: string; authorName: string }): CallComment {
  return {
    id: row.id,
    transcriptId: row.transcriptId,
    body: row.body,
    atSeconds: row.atSeconds,
    createdAt: row.createdAt.toISOString(),
    author: { id: row.authorId, name: row.authorName },
  };
}

const commentColumns = {
  id: callComments.id,
  transcriptId: callComments.transcriptId,
  body: callComments.body,
  atSeconds: callComments.atSeconds,
  createdAt: callComments.createdAt,
  authorId: callComments.authorId,
  authorName,
};

/** A call's comments, oldest first, for anyone who may read the call (its owner and teammates). */
export async function listComments(db: Db, readerId: string, transcriptId: string): Promise<CallComment[]> {
  await callAccess(db, readerId, transcriptId);
  const rows = await db
    .select(commentColumns)
    .from(callComments)
    .innerJoin(users, eq(users.id, callComments.authorId))
    .where(eq(callComments.transcriptId, transcriptId))
    .orderBy(asc(callComments.createdAt), asc(callComments.id));
  return rows.map(toComment);
}

export interface PostedComment {
  comment: CallComment;
  /** Set when the owner is someone else and was notified: who to e-mail and about which call. */
  notified: { email: string; callName: string; text: string } | null;
}

/** A reader comments; a comment by someone other than the owner lands in the owner's notifications. */
export async function postComment(db: Db, authorId: string, transcriptId: string, input: CreateCommentInput): Promise<PostedComment> {
  const { ownerId } = await callAccess(db, authorId, transcriptId);
  const id = randomUUID();
  return db.transaction(async (tx) => {
    await tx.insert(callComments).values({ id, transcriptId, authorId, body: input.body, atSeconds: input.atSeconds ?? null });
    const [row] = await tx.select(commentColumns).from(callComments).innerJoin(users, eq(users.id, callComments.authorId)).where(eq(callComments.id, id));
    if (!row) throw new Error("comment vanished after insert");
    const comment = toComment(row);
    if (ownerId === authorId) return { comment, notified: null };
    const [call] = await tx
      .select({ name: transcripts.name, email: users.email })
      .from(transcripts)
      .innerJoin(users, eq(users.id, transcripts.userId))
      .where(eq(transcripts.id, transcriptId));
    const moment = comment.atSeconds === null ? "" : ` at ${formatMoment(comment.atSeconds)}`;
    const text = `${comment.author.name} commented on "${call?.name ?? "your call"}"${moment}: ${comment.body}`;
    await tx.insert(notifications).values({ id: randomUUID(), userId: ownerId, kind: "comment", transcriptId, commentId: id, text });
    return { comment, notified: call ? { email: call.email, callName: call.name, text } : null };
  });
}

const NOTIFICATIONS_SHOWN = 50;

/** The user's latest notifications and how many are unread. */
export async function listNotifications(db: Db, userId: string): Promise<{ notifications: AppNotification[]; unread: number }> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_SHOWN);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return {
    notifications: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      text: row.text,
      transcriptId: row.transcriptId,
      createdAt: row.createdAt.toISOString(),
      read: row.readAt !== null,
    })),
    unread: count?.n ?? 0,
  };
}

export async function markNotificationsRead(db: Db, userId: string): Promise<void> {
  await db.update(notifications).set({ readAt: new Date() }).where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}
