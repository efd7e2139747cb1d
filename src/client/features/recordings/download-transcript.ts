import { z } from "zod";
import { speakerMappingSchema } from "@shared/analysis";
import { transcriptSchema } from "@shared/transcripts";
import { apiJson } from "@client/lib/api";
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
  saveTextFile(transcriptFileName(title), transcriptToText(transcript, speakerMapping));
}

/** A download without a server round trip: a Blob URL on a temporary link, released right after. */
export function saveTextFile(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
