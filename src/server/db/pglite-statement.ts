import { protocol, type PGlite } from "@electric-sql/pglite";

/** What the hot statements pass: text and numbers (and null), sent as text for the server to type. */
export type StatementParam = string | number | null;

/** A row as PostgreSQL's text format gives it: column name to text (null for SQL NULL). */
export type TextRow = Record<string, string | null>;

const { serialize } = protocol;
const { DatabaseError } = protocol.messages;

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

/**
 * Bind, Describe, Execute and Sync in one call, to the statement's prepared name (or unnamed), with the
 * engine's output bytes read here instead of by PGlite. execProtocol() copies every output chunk twice
 * (into its receive buffer, and the whole buffer again at the end), and its protocol parser merges the chunks
 * of a message larger than the engine's 8 KB output buffer by copying them once per chunk: for the list's
 * 30 KB page that was a third of the statement's CPU and most of its garbage (lists bench, issue 16).
 * execProtocolRawStream() hands the chunks over as they are written; they are copied once into this
 * engine's output buffer and the few message types these statements answer are read from it.
 */
async function run(client: PGlite, text: string, values: (string | null)[]): Promise<TextRow[]> {
  const statement = await statementName(client, text);
  const batch = concat([
    ...(statement === "" ? [serialize.parse({ text })] : []),
    serialize.bind({ statement, values }),
    serialize.describe({ type: "P" }),
    serialize.execute({}),
    serialize.sync(),
  ]);
  const output = outputOf(client);
  output.used = 0;
  await client.execProtocolRawStream(batch, { syncToFs: false, onRawData: (chunk) => output.take(chunk) });
  return readRows(output.bytes, output.used);
}

/**
 * The engine's output for one statement. Per engine, reused: statements on one engine run one at a time
 * (under its query lock), and the rows are read before the lock is let go.
 */
class Output {
  bytes = Buffer.allocUnsafe(64 * 1024);
  used = 0;
  /** The chunk is a view of the engine's memory, which the next write reuses: copied at once. */
  take(chunk: Uint8Array): void {
    if (this.used + chunk.length > this.bytes.length) {
      const grown = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.used + chunk.length));
      this.bytes.copy(grown, 0, 0, this.used);
      this.bytes = grown;
    }
    this.bytes.set(chunk, this.used);
    this.used += chunk.length;
  }
}

const outputs = new WeakMap<PGlite, Output>();

function outputOf(client: PGlite): Output {
  let output = outputs.get(client);
  if (!output) outputs.set(client, (output = new Output()));
  // A page of 200 long rows grows it past 1 MB: not kept at that size for every later statement.
  if (output.bytes.length > 1024 * 1024) output.bytes = Buffer.allocUnsafe(64 * 1024);
  return output;
}

// Backend message types (PostgreSQL protocol 3): the ones these statements answer that carry anything.
const ROW_DESCRIPTION = 0x54; // 'T'
const DATA_ROW = 0x44; // 'D'
const ERROR_RESPONSE = 0x45; // 'E'

/**
 * Rows by column name from the backend messages in bytes[0, end). Bind, command and ready messages carry
 * nothing these callers need; a notice is dropped as execProtocol() drops it without an onNotice; the app
 * LISTENs on no channel, so no notification comes. An ErrorResponse is thrown after the whole output is read,
 * as execProtocol() throws it, with the same fields (code, detail, ...).
 */
function readRows(bytes: Buffer, end: number): TextRow[] {
  let columns: string[] = [];
  const rows: TextRow[] = [];
  let error: DatabaseError | undefined;
  for (let at = 0; at + 5 <= end; ) {
    const type = bytes[at];
    const next = at + 1 + bytes.readInt32BE(at + 1);
    const body = at + 5;
    if (type === ROW_DESCRIPTION) {
      columns = [];
      let p = body + 2;
      for (let i = bytes.readInt16BE(body); i > 0; i--) {
        const nul = bytes.indexOf(0, p);
        columns.push(bytes.toString("utf8", p, nul));
        // After the name: table oid (4), column number (2), type oid (4), type size (2), modifier (4), format (2).
        p = nul + 1 + 18;
      }
    } else if (type === DATA_ROW) {
      const row: TextRow = {};
      let p = body + 2;
      const count = bytes.readInt16BE(body);
      for (let i = 0; i < count; i++) {
        const length = bytes.readInt32BE(p);
        p += 4;
        row[columns[i] ?? String(i)] = length < 0 ? null : bytes.toString("utf8", p, p + length);
        if (length > 0) p += length;
      }
      rows.push(row);
    } else if (type === ERROR_RESPONSE && !error) {
      error = databaseError(bytes, body, next);
    }
    at = next;
  }
  if (error) throw error;
  return rows;
}

type DatabaseError = InstanceType<typeof DatabaseError>;
type ErrorField = "severity" | "code" | "detail" | "hint" | "position" | "internalPosition" | "internalQuery" | "where" | "schema" | "table" | "column" | "dataType" | "constraint" | "file" | "line" | "routine";

/** ErrorResponse field codes, named as pg-protocol's parser names them on its DatabaseError. */
const ERROR_FIELDS: Record<string, ErrorField> = {
  S: "severity",
  V: "severity",
  C: "code",
  D: "detail",
  H: "hint",
  P: "position",
  p: "internalPosition",
  q: "internalQuery",
  W: "where",
  s: "schema",
  t: "table",
  c: "column",
  d: "dataType",
  n: "constraint",
  F: "file",
  L: "line",
  R: "routine",
};

/** The ErrorResponse in bytes[from, to) (its fields, after the type and length) as execProtocol() throws it. */
function databaseError(bytes: Buffer, from: number, to: number): DatabaseError {
  const fields = new Map<string, string>();
  for (let p = from; p < to && bytes[p] !== 0; ) {
    const nul = bytes.indexOf(0, p + 1);
    fields.set(String.fromCharCode(bytes[p]!), bytes.toString("utf8", p + 1, nul));
    p = nul + 1;
  }
  const error = new DatabaseError(fields.get("M") ?? "database error", to - from + 4, "error");
  for (const [code, value] of fields) {
    const name = ERROR_FIELDS[code];
    if (name) error[name] = value;
  }
  return error;
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
