// Analyses as the app and main.ts see them: the routes, the engines and the job worker that runs them.
export { analysisRoutes } from "./routes";
export { poolEngine } from "./pool-engine";
export { engineFromConfig, llmEngine } from "./llm-engine";
export type { Engine } from "./run-analysis";
export { startAnalysisWorker } from "./analysis-jobs";
