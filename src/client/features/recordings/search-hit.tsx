import { Link } from "wouter";
import type { TranscriptMatch } from "@shared/transcripts";

/** Clock time of a moment in the call: "m:ss", or "h:mm:ss" past an hour. */
export function formatMoment(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const mmss = `${h > 0 ? String(m).padStart(2, "0") : m}:${String(s).padStart(2, "0")}`;
  return h > 0 ? `${h}:${mmss}` : mmss;
}

/** The snippet's parts: the server wraps matched words in <mark>…</mark>; everything else is plain text. */
export function snippetParts(snippet: string): { text: string; marked: boolean }[] {
  return snippet
    .split(/(<mark>.*?<\/mark>)/g)
    .filter(Boolean)
    .map((part) => (part.startsWith("<mark>") && part.endsWith("</mark>") ? { text: part.slice(6, -7), marked: true } : { text: part, marked: false }));
}

/** Where the call page opens for a hit: the Transcript tab at the utterance that matched. */
export function momentHref(transcriptId: string, match: TranscriptMatch): string {
  const base = `/analysis/${encodeURIComponent(transcriptId)}`;
  return match.utterance === null ? base : `${base}?utterance=${match.utterance}`;
}

/** A search hit: what was said with the searched words marked, and a link to that moment of the call. */
export function SearchHit({ transcriptId, match }: { transcriptId: string; match: TranscriptMatch }) {
  return (
    <div className="grid gap-1 rounded-md border border-yellow-300 bg-yellow-50 p-3 text-sm text-foreground">
      <p>
        {snippetParts(match.snippet).map((part, index) =>
          part.marked ? (
            <mark key={index} className="rounded-sm bg-yellow-200 px-0.5 font-semibold text-foreground">
              {part.text}
            </mark>
          ) : (
            <span key={index}>{part.text}</span>
          ),
        )}
      </p>
      {match.utterance !== null ? (
        <Link href={momentHref(transcriptId, match)} className="justify-self-start text-sm font-medium text-primary underline-offset-2 hover:underline">
          {match.seconds !== null ? `Open at ${formatMoment(match.seconds)}` : "Open at this moment"}
        </Link>
      ) : null}
    </div>
  );
}
