import { randomUUID } from "node:crypto";
import type { Utterance } from "@shared/utterance";
import type { Db } from "@server/db/open";
import { transcripts } from "@server/db/schema";

export interface SpokenCall {
  name?: string;
  /** [speaker, text, start seconds] per utterance. */
  said?: [number, string, number?][];
  uploadedAt?: Date;
  status?: "processing" | "completed" | "failed";
  deleted?: boolean;
}

/**
 * A call inserted straight into the table, the way the lists and search tests (and the bench) need
 * thousands of them: the database derives the preview, length and search vector itself (migration 0007).
 */
export async function insertSpokenCall(db: Db, userId: string, call: SpokenCall = {}): Promise<string> {
  const id = randomUUID();
  const said = call.said ?? [[0, "Hello, thanks for joining.", 0]];
  const utterances: Utterance[] = said.map(([speaker, text, start]) => (start === undefined ? { speaker, text } : { speaker, text, start }));
  await db.insert(transcripts).values({
    id,
    userId,
    name: call.name ?? "Call",
    status: call.status ?? "completed",
    uploadedAt: call.uploadedAt ?? new Date(),
    duration: 600,
    fileSize: 1000,
    content: utterances.map((u) => `Speaker ${u.speaker + 1}: ${u.text}`).join("\n"),
    source: "upload",
    format: "txt",
    diarizationData: utterances,
    speakerMapping: { "0": { name: "Dana Reyes", role: "account_owner" }, "1": { name: "Sam Patel", role: "customer" } },
    deletedAt: call.deleted ? new Date() : null,
  });
  return id;
}
