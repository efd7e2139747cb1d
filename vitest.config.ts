import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { alias } from "./vite.config.ts";

// On PostgreSQL the API tests share one database and empty it per test, so files run one at a time.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "server",
          environment: "node",
          include: ["src/server/**/*.test.ts", "src/shared/**/*.test.ts", "bench/**/*.test.ts", "tests/{server,engine,fleet,corpus,security}/**/*.test.ts", "scripts/**/*.test.ts"],
          globalSetup: ["tests/server/global-setup.ts"],
          setupFiles: ["tests/server/setup.ts"],
          fileParallelism: !onPostgres,
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
