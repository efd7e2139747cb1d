// Run by tsx, the way the app runs (`tsx src/server/main.ts`): analyses one call in the analysis pool and
// prints the result as JSON. worker-pool.test.ts runs it to prove the pool works outside vitest too.
import { createAnalysisPool } from "../../src/server/engine/thread/engine-pool"; // relative: run from "/" tsx finds no tsconfig paths

const pool = createAnalysisPool();
pool
  .run({
    utterances: [
      { speaker: 0, text: "Let me show you our platform. What do you use today?", start: 0, end: 6 },
      { speaker: 1, text: "Spreadsheets, mostly.", start: 7, end: 9 },
    ],
    repSpeakers: [0],
  })
  .then((result) => process.stdout.write(JSON.stringify(result)))
  .finally(() => pool.close())
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
