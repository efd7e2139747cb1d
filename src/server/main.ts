import fs from "node:fs";
import { loadConfig } from "./config";
import { openDatabase } from "./db/open";
import { buildApp } from "./app";
import { CLIENT_DIST } from "./http/static";
import { pruneRateLimits } from "./http/rate-limit";

async function main(): Promise<void> {
  if (fs.existsSync(".env")) process.loadEnvFile(".env");
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  const app = await buildApp({ database, config, clientDir: CLIENT_DIST });
  const pruner = setInterval(() => void pruneRateLimits(database.db).catch(() => undefined), 3_600_000);
  pruner.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) process.exit(1);
    closing = true;
    app.log.info({ signal }, "shutting down");
    clearInterval(pruner);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.PORT, host: config.HOST });
  const where = database.kind === "pglite" ? `embedded database in ${config.DATA_DIR}` : "PostgreSQL";
  app.log.info(`Rapport is running at http://localhost:${config.PORT} on the ${where}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
