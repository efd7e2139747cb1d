/**
 * Server test files that replace modules or globals (vi.mock, vi.spyOn, vi.stubGlobal, vi.stubEnv). The server
 * project shares one module graph per worker (isolate: false in vitest.config.ts), so these run in their own
 * isolated project; isolation-guard.test.ts fails when a file outside this list starts mocking.
 */
export const MOCKING_FILES = ["src/server/engine/engine-errors.test.ts"];

/** What the server project runs. */
export const SERVER_FILES = [
  "src/server/**/*.test.ts",
  "src/shared/**/*.test.ts",
  "bench/**/*.test.ts",
  "tests/{server,engine,fleet,corpus,security}/**/*.test.ts",
  "scripts/**/*.test.ts",
];
