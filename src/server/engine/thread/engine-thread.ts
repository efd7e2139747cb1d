// The worker thread that runs the analysis engine, so the web process never blocks on a long transcript.
import { analyzeTranscript } from "../engine";
import { serveTasks } from "./pool-protocol";
import { warmUpEngine } from "./warm-up";

// Loading the NLP models takes a few hundred milliseconds, and the first runs compile the rules: do both
// before the pool starts counting task time.
for (let round = 0; round < 3; round++) warmUpEngine();
serveTasks(analyzeTranscript);
