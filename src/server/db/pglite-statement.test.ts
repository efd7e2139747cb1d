import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pgliteTextRows } from "./pglite-statement";

let client: PGlite;
beforeAll(async () => {
  client = await PGlite.create();
  await client.exec("CREATE TABLE notes (id int PRIMARY KEY, body text)");
});
afterAll(() => client.close());

describe("pgliteTextRows", () => {
  it("answers every row by column name, as text, with the parameters typed by the statement", async () => {
    const rows = await pgliteTextRows(
      client,
      "SELECT $1::text AS word, $2::int + n AS total, $3::text IS NULL AS missing FROM generate_series(1, 2) AS n",
      ["it's", 40, null],
    );
    expect(rows).toEqual([
      { word: "it's", total: "41", missing: "t" },
      { word: "it's", total: "42", missing: "t" },
    ]);
  });

  it("answers SQL NULL as null and no rows as an empty list", async () => {
    expect(await pgliteTextRows(client, "SELECT NULL::text AS nothing", [])).toEqual([{ nothing: null }]);
    expect(await pgliteTextRows(client, "SELECT id FROM notes WHERE body = $1", ["absent"])).toEqual([]);
  });

  it("throws the statement's error and leaves the engine ready for the next statement", async () => {
    await expect(pgliteTextRows(client, "SELECT 1 / $1::int AS x", [0])).rejects.toMatchObject({
      code: "22012",
      severity: "ERROR",
      message: "division by zero",
    });
    expect(await pgliteTextRows(client, "SELECT 1 AS one", [])).toEqual([{ one: "1" }]);
  });

  it("reads values longer than the engine's output chunks and its own buffer, in any script, and keeps working after", async () => {
    // 2 and 4 bytes a character: 480 KB in one value, where the engine writes 8 KB at a time.
    const text = "SELECT repeat($1::text, $2::int) AS long, 'after' AS tail";
    const long = "é😀".repeat(80_000);
    expect(await pgliteTextRows(client, text, ["é😀", 80_000])).toEqual([{ long, tail: "after" }]);
    // Past 1 MB the buffer is not kept at that size; the next statement still reads right.
    expect((await pgliteTextRows(client, text, ["€", 400_000]))[0]!.long).toHaveLength(400_000);
    expect(await pgliteTextRows(client, text, ["ab", 2])).toEqual([{ long: "abab", tail: "after" }]);
  });

  it("prepares a statement once and binds to it after", async () => {
    const text = "SELECT body FROM notes WHERE id = $1";
    await pgliteTextRows(client, text, [7]);
    await pgliteTextRows(client, text, [8]);
    const kept = await client.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement = $1", [text]);
    expect(kept.rows[0]!.n).toBe(1);
  });

  it("prepares again when the kept statement was dropped or its result's shape changed", async () => {
    await client.exec("CREATE TABLE shapes (a int); INSERT INTO shapes VALUES (1)");
    const text = "SELECT * FROM shapes";
    expect(await pgliteTextRows(client, text, [])).toEqual([{ a: "1" }]);
    await client.exec("ALTER TABLE shapes ADD COLUMN b text DEFAULT 'x'");
    expect(await pgliteTextRows(client, text, [])).toEqual([{ a: "1", b: "x" }]);
    await client.exec("DEALLOCATE ALL");
    expect(await pgliteTextRows(client, text, [])).toEqual([{ a: "1", b: "x" }]);
  });

  it("waits for another caller's transaction instead of running inside it", async () => {
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    let finish!: () => void;
    const finishing = new Promise<void>((resolve) => (finish = resolve));
    const transaction = client
      .transaction(async (tx) => {
        await tx.query("INSERT INTO notes VALUES (1, 'not yet')");
        inserted();
        await finishing;
        throw new Error("rolled back");
      })
      .catch(() => undefined);
    await insertedYet;
    const read = pgliteTextRows(client, "SELECT count(*) AS n FROM notes", []);
    finish();
    await transaction;
    // Inside the transaction it would have counted the uncommitted row.
    expect(await read).toEqual([{ n: "0" }]);
  });
});
