import type { Writable } from "node:stream";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { buildApp } from "@server/app";
import { testConfig, type Config } from "@server/config";
import type { Database } from "@server/db/open";
import { testDatabase } from "./db";
import { createBoss, startQueue, type Queue } from "@server/jobs/queue";
import { ALL_JOBS } from "@server/jobs/definitions";

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  queue: Queue;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database with a real job queue. No worker runs unless a test starts one,
 * so a test sees the state right after a request and drives the jobs itself when it wants to.
 */
export async function createTestApp(
  overrides: Partial<Record<keyof Config, string>> = {},
  /** Where the app's log goes (with LOG_LEVEL among the overrides), for a test that reads why a request failed. */
  logStream?: Writable,
): Promise<TestApp> {
  const database = await testDatabase();
  const queue = lazyQueue(database);
  const app = await buildApp({ database, config: testConfig(overrides), queue, logStream });
  await app.ready();
  return {
    app,
    database,
    queue,
    close: async () => {
      await app.close();
      await queue.stop();
      await database.close();
    },
  };
}

/** The `name=value` pair of the session cookie a response set, for the next request's Cookie header. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === "rapport_session");
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

/** Starts pg-boss on first use: most API tests never touch the queue and should not pay for it. */
function lazyQueue(database: Database): Queue {
  let started: Promise<Queue> | null = null;
  const get = () => (started ??= startQueue(createBoss(database), ALL_JOBS));
  return {
    // Ready in the sense that matters to a test: a send will start it.
    isReady: () => true,
    send: async (job, payload) => (await get()).send(job, payload),
    work: async (job, handler) => (await get()).work(job, handler),
    stop: async () => {
      if (started) await (await started).stop();
    },
  };
}

let counter = 0;

/** Signs a new user up through the API and answers their cookie. */
export async function signUpUser(
  app: FastifyInstance,
  fields: Partial<{ firstName: string; lastName: string; email: string; password: string }> = {},
): Promise<{ cookie: string; email: string; password: string; userId: string }> {
  counter += 1;
  const body = {
    firstName: "Ada",
    lastName: "Lovelace",
    email: `user${counter}-${Date.now()}@example.com`,
    password: "correct horse",
    ...fields,
  };
  const response = await app.inject({ method: "POST", url: "/api/auth/signup", payload: body });
  if (response.statusCode !== 201) throw new Error(`signup failed ${response.statusCode}: ${response.body}`);
  return { cookie: sessionCookie(response), email: body.email, password: body.password, userId: response.json().user.id };
}
