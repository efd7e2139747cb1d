// The worker thread that runs the analysis engine, so the web process never blocks on a long transcript.
// It also re-scans stored calls for trackers (issue 18): the same CPU-bound kind of work, kept off the web thread.
import { analyzeTranscript } from "../engine";
import { scanStoredCalls } from "../trackers";
import type { EngineReply, EngineTask } from "./engine-pool";
import { lowerThisThreadsPriority } from "./lower-priority";
import { serveTasks } from "./pool-protocol";
import { warmUpEngine } from "./warm-up";

// The web thread answers requests first when both want a core (issue 18: a re-scan must not slow it).
lowerThisThreadsPriority();
// Loading the NLP models takes a few hundred milliseconds, and the first runs compile the rules: do both
// before the pool starts counting task time.
for (let round = 0; round < 3; round++) warmUpEngine();
serveTasks((task: EngineTask): EngineReply =>
  task.kind === "analyze" ? { kind: "analyze", output: analyzeTranscript(task.input) } : { kind: "scan-trackers", output: scanStoredCalls(task.input) },
);
