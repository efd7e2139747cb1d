// Entry of a pool worker thread whose module is TypeScript (tests, `npm run dev`); the compiled server's
// workers start their JavaScript module directly. Worker threads do not reliably inherit a TypeScript
// loader: under `tsx src/server/main.ts` they would (tsx sits in execArgv), under vitest they do not. So
// the pool starts each worker with an empty execArgv and this plain-JavaScript file registers tsx itself,
// with the repository's tsconfig (for the @shared/* paths) whatever the working directory, then loads the
// TypeScript worker module named in workerData.
import { fileURLToPath } from "node:url";
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register({ tsconfig: fileURLToPath(new URL("../../../../tsconfig.json", import.meta.url)) });
await import(workerData.module);
