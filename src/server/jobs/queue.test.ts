import { afterAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { Database } from "../db/open";
import { testDatabase } from "@tests/server/db";
import type { JobDefinition } from "./definitions";
import { createBoss, startQueue } from "./queue";

let database: Database;
// Its own queue name, so the app's queues (and other files on a shared PostgreSQL database) are untouched.
const name = `settings-test-${randomUUID()}`;
const job = (queue: JobDefinition<z.ZodType>["queue"]) => ({ name, payload: z.object({}), queue });

afterAll(async () => {
  const boss = createBoss(database);
  await boss.start();
  await boss.deleteQueue(name);
  await boss.stop({ graceful: false, wait: true });
});

describe("startQueue", () => {
  it("applies the declared settings to a queue an earlier start created, not only to new ones", async () => {
    database = await testDatabase();
    const first = await startQueue(createBoss(database), [job({ policy: "short", retryLimit: 1, retryDelay: 1, expireInSeconds: 60 })]);
    await first.stop();

    const boss = createBoss(database);
    const second = await startQueue(boss, [job({ policy: "short", retryLimit: 5, retryDelay: 7, retryBackoff: true, expireInSeconds: 90 })]);
    const stored = await boss.getQueue(name);
    await second.stop();

    expect(stored).toMatchObject({ name, policy: "short", retryLimit: 5, retryDelay: 7, retryBackoff: true, expireInSeconds: 90 });
  });
});
