import { protocol, type PGlite } from "@electric-sql/pglite";

/** What the hot statements pass: text and numbers (and null), sent as text for the server to type. */
export type StatementParam = string | number | null;

/** A row as PostgreSQL's text format gives it: column name to text (null for SQL NULL). */
export type TextRow = Record<string, string | null>;

const { serialize } = protocol;

/** A few fixed statements use this (driverRows); past this many texts a statement is not kept prepared. */
const MAX_PREPARED = 50;
/** SQLSTATEs after which a kept statement is prepared again: it no longer exists, or its result type changed. */
const STALE_STATEMENT = new Set(["26000", "0A000"]);

/** Per engine: statement text → the name it is prepared under. */
const prepared = new WeakMap<PGlite, Map<string, string>>();
let preparedCount = 0;

/**
 * One read statement on PGlite in a single call into the engine, as a statement prepared once per engine.
 * PGlite's query() sends Parse, Describe, Bind, Describe, Execute and Sync as six separate calls into the
 * WASM module and parses and plans the text every time, which made a one-row session read cost 0.26–0.48 ms
 * of CPU; the same messages in one batch cost 0.11–0.19 ms, and Bind to a statement prepared once 0.05–0.08 ms
 * (measured with the session statement on this machine). Parameters go as text with no declared types, so
 * the server infers them as for an untyped literal; the statement's own casts decide. Columns come back as
 * text. It holds the same two locks query() does, so it never runs between the statements of another
 * caller's transaction or query. For reads only: it does not sync a file system that needs syncing (the
 * server's data directory is a plain directory, which does not).
 */
export async function pgliteTextRows(client: PGlite, text: string, params: readonly StatementParam[]): Promise<TextRow[]> {
  const values = params.map((value) => (value === null ? null : String(value)));
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      try {
        return await run(client, text, values);
      } catch (error) {
        if (!STALE_STATEMENT.has((error as { code?: unknown }).code as string)) throw error;
        prepared.get(client)?.delete(text);
        return run(client, text, values);
      }
    }),
  );
}

/** Bind, Describe, Execute and Sync in one call, to the statement's prepared name (or unnamed). */
async function run(client: PGlite, text: string, values: (string | null)[]): Promise<TextRow[]> {
  const statement = await statementName(client, text);
  const batch = concat([
    ...(statement === "" ? [serialize.parse({ text })] : []),
    serialize.bind({ statement, values }),
    serialize.describe({ type: "P" }),
    serialize.execute({}),
    serialize.sync(),
  ]);
  // execProtocol throws the statement's error (after the Sync, so the session is ready for the next one).
  const { messages } = await client.execProtocol(batch, { syncToFs: false });
  let columns: string[] = [];
  const rows: TextRow[] = [];
  for (const message of messages) {
    if (message instanceof protocol.messages.RowDescriptionMessage) columns = message.fields.map((field) => field.name);
    else if (message instanceof protocol.messages.DataRowMessage) {
      const row: TextRow = {};
      message.fields.forEach((value, i) => (row[columns[i] ?? String(i)] = value));
      rows.push(row);
    }
  }
  return rows;
}

/** The name `text` is prepared under on this engine, preparing it first if needed ("" = unnamed, not kept). */
async function statementName(client: PGlite, text: string): Promise<string> {
  let names = prepared.get(client);
  if (!names) prepared.set(client, (names = new Map()));
  const known = names.get(text);
  if (known !== undefined) return known;
  if (names.size >= MAX_PREPARED) return "";
  // A name never reused, so a statement left behind by an error or a re-preparation cannot collide.
  const name = `rapport_hot_${++preparedCount}`;
  await client.execProtocol(concat([serialize.parse({ name, text }), serialize.sync()]), { syncToFs: false });
  names.set(text, name);
  return name;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
