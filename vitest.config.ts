import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { alias } from "./vite.config.ts";
import { MOCKING_FILES, SERVER_FILES } from "./tests/server/mocking-files.ts";

// On PostgreSQL each worker has its own copy of the test database (tests/server/global-setup.ts).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
// Pure code (the engine, the parsers, shared schemas, outside-service clients against their fakes) never
// touches the database, so on PostgreSQL only the suites that do run again: the engine's and corpus's suites
// alone took over a minute of CI.
const DATABASE_FREE = [
  "src/server/engine/**",
  "src/server/ingest/**",
  "src/server/crypto/**",
  "src/server/integrations/**",
  "src/shared/**",
  "tests/engine/**",
  "tests/corpus/**",
];


export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default is one worker less than the cores: on CI's two cores that ran all 159 files one
    // after another (395 s); one worker per core took 289 s, and the tests wait on I/O often enough.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: "server",
          environment: "node",
          include: SERVER_FILES,
          globalSetup: ["tests/server/global-setup.ts"],
          setupFiles: ["tests/server/setup.ts"],
          exclude: [...configDefaults.exclude, ...MOCKING_FILES, ...(onPostgres ? DATABASE_FREE : [])],
          // One module graph per worker, not per file: importing the app, the engine and their libraries
          // again for each of ~120 files was the largest share of the embedded run (import 156 s summed).
          // Safe because no file here mocks modules or stubs globals (those are in MOCKING_FILES, isolated).
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "server-mocking",
          environment: "node",
          include: MOCKING_FILES,
          globalSetup: ["tests/server/global-setup.ts"],
          setupFiles: ["tests/server/setup.ts"],
          exclude: onPostgres ? [...configDefaults.exclude, ...DATABASE_FREE] : configDefaults.exclude,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: "client",
          environment: "jsdom",
          include: ["src/client/**/*.test.{ts,tsx}", "tests/client/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/client/setup.ts"],
        },
      },
    ],
  },
});
