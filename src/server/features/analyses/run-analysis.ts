import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { EngineOutput } from "@shared/analysis";
import { analysisRoles } from "../../engine/roles";
import type { Db } from "../../db/open";
import { analyses, transcripts } from "../../db/schema";
import { findTrackerHits, storeTrackerHits } from "../trackers";
import { engineInput, onlyOurSideSpoke, type EngineInput } from "./engine-input";
import { withoutCustomer } from "./no-customer";

export type Engine = (input: EngineInput) => Promise<EngineOutput>;

/** An engine failure that retrying will not fix (bad input, a timeout): the call is marked failed. */
export class AnalysisFailure extends Error {}

const MAX_ATTEMPTS = 5;

/**
 * Analyses one transcript and stores the result exactly once. The result is written only if the
 * transcript is still processing at the revision that was analysed; when the speaker mapping changed
 * meanwhile, the stale result is dropped and the new input analysed. A crash before the write leaves
 * the row processing for the job's retry or the recovery sweep; nothing is lost.
 */
export async function runAnalysis(db: Db, engine: Engine, transcriptId: string): Promise<"completed" | "failed" | "skipped"> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const [row] = await db
      .select()
      .from(transcripts)
      .where(and(eq(transcripts.id, transcriptId), eq(transcripts.status, "processing"), isNull(transcripts.deletedAt)))
      .limit(1);
    if (!row) return "skipped";

    let output: EngineOutput;
    // Revision 0: nobody has saved the mapping yet, so the roles are the detection's and may carry a warning.
    const confirmed = row.revision > 0;
    const roles = analysisRoles(row.diarizationData, row.speakerMapping, confirmed);
    // The engine names people from the utterances alone, so they carry the names the mapping gives.
    const input = engineInput(row.diarizationData, row.speakerMapping, roles.repSpeakers);
    try {
      output = await engine(input);
      if (onlyOurSideSpoke(input)) output = withoutCustomer(output, input);
      if (roles.roleWarning) output = { ...output, metrics: { ...output.metrics, roleWarning: roles.roleWarning } };
    } catch (error) {
      if (!(error instanceof AnalysisFailure)) throw error;
      await db
        .update(transcripts)
        .set({ status: "failed", failureReason: error.message })
        .where(and(eq(transcripts.id, row.id), eq(transcripts.revision, row.revision)));
      return "failed";
    }

    // The owner's (and their team's) trackers, said by the side the roles give, and the organisations the
    // customer named among the engine's entities (issue 18); stored with the analysis.
    const trackerScan = await findTrackerHits(db, row.userId, row.diarizationData, roles.repSpeakers, output.namedEntities);
    const stored = await db.transaction(async (tx) => {
      const [done] = await tx
        .update(transcripts)
        .set({ status: "completed", failureReason: null, namedEntities: JSON.stringify(output.namedEntities) })
        .where(
          and(
            eq(transcripts.id, row.id),
            eq(transcripts.revision, row.revision),
            eq(transcripts.status, "processing"),
            // Deleted while being analysed: the user asked for it gone, so no analysis is stored.
            isNull(transcripts.deletedAt),
          ),
        )
        .returning({ id: transcripts.id });
      if (!done) return false;
      const { namedEntities: _entities, ...fields } = output;
      await tx
        .insert(analyses)
        .values({ id: randomUUID(), transcriptId: row.id, userId: row.userId, ...fields })
        .onConflictDoUpdate({ target: analyses.transcriptId, set: { ...fields, createdAt: new Date() } });
      await storeTrackerHits(tx, row.id, trackerScan);
      return true;
    });
    if (stored) return "completed";
  }
  throw new Error(`transcript ${transcriptId} kept changing during analysis`);
}
