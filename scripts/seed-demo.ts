/**
 * `npm run seed:demo`: creates the demo account (README, "Demo workspace") with its calls, analysed by
 * the real engine, on the database the app uses (DATABASE_URL, else the embedded one in DATA_DIR).
 * Safe to run again: it adds only what is missing. Stop the app first when it runs on the embedded
 * database: only one process may open it.
 */
import fs from "node:fs";
import path from "node:path";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/open";
import { createAnalysisPool } from "../src/server/engine/thread/engine-pool";
import { poolEngine } from "../src/server/features/analyses/pool-engine";
import { DEMO_ACCOUNT, seedDemo } from "./demo/seed";
import { DEMO_TEAM, seedDemoTeam } from "./demo/team";

async function main(): Promise<void> {
  if (fs.existsSync(".env")) process.loadEnvFile(".env");
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    // PGlite keeps this file while a process has the database open (and removes it on a clean close).
    const pidFile = path.join(config.DATA_DIR, "pglite", "postmaster.pid");
    if (fs.existsSync(pidFile)) {
      throw new Error(
        `The embedded database in ${path.dirname(pidFile)} is in use (PGlite is locked): stop Rapport, then run ` +
          `npm run seed:demo again. If Rapport is not running, it did not shut down cleanly: start and stop it ` +
          `once (or delete ${pidFile}) and retry.`,
      );
    }
  }
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const pool = createAnalysisPool({ size: 1, timeoutMs: 120_000 });
  try {
    await database.migrate();
    const where = database.kind === "pglite" ? `the embedded database in ${config.DATA_DIR}` : "PostgreSQL";
    console.log(`Seeding the demo workspace on ${where}...`);
    const engine = poolEngine(pool);
    const report = await seedDemo(database.db, engine, (line) => console.log(line));
    // The demo account also manages a team of four reps (issue 17), for the Team page.
    await seedDemoTeam(database.db, engine, report.userId, DEMO_ACCOUNT.password, (line) => console.log(line));
    console.log(
      `Done: ${report.created} calls added, ${report.alreadyThere} already there, ${report.analysed} analysed` +
        (report.failed > 0 ? `, ${report.failed} failed` : "") +
        `.\nSign in as ${DEMO_ACCOUNT.email} with the password ${DEMO_ACCOUNT.password}` +
        ` (the team's reps: ${DEMO_TEAM.reps.map((rep) => rep.email).join(", ")}, same password).`,
    );
  } finally {
    await pool.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
