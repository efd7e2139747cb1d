// Transcripts as other features and the app see them: the routes and the one way a transcript is created.
export { transcriptRoutes } from "./routes";
export { createTranscript } from "./create-transcript";
