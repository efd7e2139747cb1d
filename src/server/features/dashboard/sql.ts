import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/open";

// Db is generic over the driver, so execute() is typed unknown; both drivers' results carry `rows`.
const rawResult = z.object({ rows: z.array(z.unknown()) });

/**
 * Runs one hand-written SQL statement and checks its rows against a zod schema. Both drivers answer
 * `{ rows }`; numbers are cast to int/float8 in the SQL so PGlite and node-postgres give the same types.
 */
export async function selectRows<S extends z.ZodType>(db: Db, schema: S, query: SQL): Promise<z.infer<S>[]> {
  const { rows } = rawResult.parse(await db.execute(query));
  return rows.map((row) => schema.parse(row));
}

/** One row of an aggregate query, which always answers exactly one. */
export async function selectOne<S extends z.ZodType>(db: Db, schema: S, query: SQL): Promise<z.infer<S>> {
  const [row] = await selectRows(db, schema, query);
  if (row === undefined) throw new Error("aggregate query answered no row");
  return row;
}

/**
 * The signed-in user's analysed calls, as `FROM ${analysedCalls(userId)} [AND ...]` with alias a.
 * Deleting a call removes its analysis in the same transaction; the NOT IN (a hashed list of the user's
 * few deleted calls, from a partial index) still keeps out an analysis that lands after the delete.
 * No join: analyses carries user_id and the dashboard's facts (schema.ts), so this is one plain scan.
 */
export const analysedCalls = (userId: string): SQL => sql`analyses a
  WHERE a.user_id = ${userId}
    AND a.transcript_id NOT IN (SELECT id FROM transcripts WHERE user_id = ${userId} AND deleted_at IS NOT NULL)`;

/**
 * The analysed calls whose scores are scores, as `FROM ${assessedCalls(userId)} [AND ...]` with alias a: the
 * engine assessed them (analyses.assessed, from metrics.assessed). A call it did not assess (no speech,
 * another language, no sales conversation, nobody on the customer side) is stored with zero scores that
 * mean "not scored", so every figure judging calls (score means and trends, MEDDIC, skills, outcomes,
 * insights) reads these; counts and durations of calls read every call.
 */
export const assessedCalls = (userId: string): SQL => sql`${analysedCalls(userId)}
    AND a.assessed`;

/** A number as a float8 parameter, so PostgreSQL never guesses a narrower type for it. */
export const num = (n: number): SQL => sql`${n}::float8`;

/** A MEDDIC criterion's result column as points: Yes 100, Partial 50, anything else 0. */
export const resultPoints = (column: string): SQL =>
  sql`(CASE ${sql.identifier("a")}.${sql.identifier(column)} WHEN 'Yes' THEN 100 WHEN 'Partial' THEN 50 ELSE 0 END)`;

/** A timestamp parameter; "now" is passed in so tests can pin the calendar. */
export const at = (when: Date): SQL => sql`${when.toISOString()}::timestamptz`;
