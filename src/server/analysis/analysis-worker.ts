// The worker thread that runs the analysis engine, so the web process never blocks on a long transcript.
import { analyzeTranscript } from "./engine";
import { serveTasks } from "./pool-protocol";

serveTasks(analyzeTranscript);
