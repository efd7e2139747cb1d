import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "@tests/server/app";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

describe("health checks", () => {
  it("answers /healthz without a session", async () => {
    const response = await t.app.inject({ url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("is ready when the database answers with every migration applied", async () => {
    const response = await t.app.inject({ url: "/readyz" });
    expect(response.json()).toEqual({ status: "ready", checks: { database: "ok", migrations: "ok", queue: "ok" } });
    expect(response.statusCode).toBe(200);
  });

  it("is not ready when a migration is missing", async () => {
    const removed = await t.database.db.execute<{ id: number; hash: string; created_at: string }>(
      sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = (SELECT max(id) FROM drizzle.__drizzle_migrations) RETURNING id, hash, created_at`,
    );
    const row = (Array.isArray(removed) ? removed : (removed as unknown as { rows: { id: number; hash: string; created_at: string }[] }).rows)[0]!;
    try {
      const response = await t.app.inject({ url: "/readyz" });
      expect(response.statusCode).toBe(503);
      expect(response.json().checks.migrations).toMatch(/^applied \d+ of \d+$/);
    } finally {
      await t.database.db.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${row.id}, ${row.hash}, ${row.created_at})`,
      );
    }
  });
});
