import { createContext, useContext } from "react";
import { formatClock } from "./format";
import { splitCitedTimes } from "./moments";

/** Opens the Transcript tab at the utterance said at (or just before) a time in the call. */
export const GoToMomentContext = createContext<(seconds: number) => void>(() => undefined);

/** A time in the call that takes the user to that moment of the transcript. */
export function MomentLink({ seconds, label }: { seconds: number; label?: string }) {
  const goToMoment = useContext(GoToMomentContext);
  const text = label ?? formatClock(seconds);
  return (
    <button
      type="button"
      onClick={() => goToMoment(seconds)}
      aria-label={`Go to ${text} in the transcript`}
      className="cursor-pointer rounded font-mono text-xs font-medium text-primary underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {text}
    </button>
  );
}

/** Engine text with its cited times ("“…” (Dana, 04:12)") turned into transcript links. */
export function CitedText({ text }: { text: string }) {
  return (
    <>
      {splitCitedTimes(text).map((part, index) =>
        "seconds" in part ? <MomentLink key={index} seconds={part.seconds} label={part.text} /> : <span key={index}>{part.text}</span>,
      )}
    </>
  );
}
