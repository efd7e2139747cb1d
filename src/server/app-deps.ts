import type { Writable } from "node:stream";
import type { Config } from "./config";
import type { Database } from "./db/open";
import type { Queue } from "./jobs/queue";
import type { ServerTimeouts } from "./http/timeouts";

/**
 * What the app is built from. It lives apart from app.ts so that feature routes can name it without
 * importing the module that imports them (no import circle).
 */
export interface AppDeps {
  database: Database;
  config: Config;
  /** Where web requests hand work to the workers (pg-boss). */
  queue: Queue;
  /** Where the built client lives; tests leave it out and get the API alone. */
  clientDir?: string;
  /** Where the JSON log lines go instead of stdout; tests read them. */
  logStream?: Writable;
  /** Header and body deadlines (http/timeouts.ts); tests shorten them to watch them fire. */
  timeouts?: ServerTimeouts;
}
