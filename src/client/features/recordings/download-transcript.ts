import { z } from "zod";
import { speakerMappingSchema } from "@shared/analysis";
import { transcriptSchema } from "@shared/transcripts";
import { apiJson } from "@client/lib/api";
import { downloadText } from "@client/lib/download";
import { transcriptFileName, transcriptToText } from "./transcript-text";

const transcriptAnswer = z.object({
  transcript: transcriptSchema.pick({ content: true, diarizationData: true }),
});
const speakersAnswer = z.object({ speakerMapping: speakerMappingSchema });

/** Reads the transcript and its speaker names, and hands the text to the browser as a .txt file. */
export async function downloadTranscript(id: string, title: string): Promise<void> {
  const path = `/api/transcripts/${encodeURIComponent(id)}`;
  const [{ transcript }, { speakerMapping }] = await Promise.all([
    apiJson("GET", path).then((body) => transcriptAnswer.parse(body)),
    apiJson("GET", `${path}/speakers`).then((body) => speakersAnswer.parse(body)),
  ]);
  downloadText(transcriptFileName(title), transcriptToText(transcript, speakerMapping));
}
