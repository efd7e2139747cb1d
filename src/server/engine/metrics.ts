import type { ConversationMetrics } from "@shared/analysis";
import type { Utterance } from "@shared/utterance";
import { readTranscript, type TranscriptReading } from "./call/reading";
import { averagePatience, longestStretches, speakerSwitches } from "./exchanges";
import { countFillers } from "./fillers";
import { callDuration, toTurns } from "./turns";

const perMinute = (count: number, seconds: number) => (seconds > 0 ? (count * 60) / seconds : 0);

/**
 * Exact conversation metrics. Definitions (all times in seconds):
 * - talkSecondsBySpeaker / wordsBySpeaker: per speaker who said at least one word; talk seconds of each
 *   utterance as defined in turns.ts (real start/end, else up to the next start, else 150 wpm).
 *   Overlapping speech counts for every speaker who is talking.
 * - totalTalkSeconds: the sum over speakers. durationSeconds: see callDuration in turns.ts.
 * - talkTimeRatio: rep talk / total talk, in 0..1; 0 when nobody spoke.
 * - longestRepMonologueSeconds / longestCustomerStorySeconds: see longestStretches in exchanges.ts.
 * - interactivity: speaker switches per minute of call duration; 0 for a call of no duration.
 * - questionsByRep / questionsByCustomer: sentences that are questions, read as the engine reads them
 *   (call/reading.ts: a speech-recognition transcript's runs cut by the boundary model, questions by the
 *   transcript's question test in questions.ts); the customer side is every speaker who is not a rep.
 * - fillerWordsPerMinute: the rep's filler words (fillers.ts) per minute of rep talk; 0 without rep talk.
 * - patienceSeconds: see averagePatience in exchanges.ts; null without real start and end times.
 * - timed: at least one utterance carries a real (not estimated) start time.
 * Utterances with no words are ignored throughout (turns.ts).
 */
export function computeMetrics(
  utterances: readonly Utterance[],
  repSpeakers: readonly number[],
  reading: TranscriptReading = readTranscript(utterances.map((utterance) => utterance.text)),
): ConversationMetrics {
  const reps = new Set(repSpeakers);
  const isRep = (speaker: number) => reps.has(speaker);
  const turns = toTurns(utterances);

  const talkSecondsBySpeaker: Record<string, number> = {};
  const wordsBySpeaker: Record<string, number> = {};
  let totalTalkSeconds = 0;
  let repTalkSeconds = 0;
  let questionsByRep = 0;
  let questionsByCustomer = 0;
  let repFillers = 0;
  for (const turn of turns) {
    const key = String(turn.speaker);
    talkSecondsBySpeaker[key] = (talkSecondsBySpeaker[key] ?? 0) + turn.seconds;
    wordsBySpeaker[key] = (wordsBySpeaker[key] ?? 0) + turn.words;
    totalTalkSeconds += turn.seconds;
    let questions = 0;
    for (const sentence of reading.sentences(turn.text)) if (reading.isQuestion(sentence)) questions += 1;
    if (isRep(turn.speaker)) {
      repTalkSeconds += turn.seconds;
      questionsByRep += questions;
      repFillers += countFillers(turn.text);
    } else {
      questionsByCustomer += questions;
    }
  }

  const durationSeconds = callDuration(turns);
  const stretches = longestStretches(turns, isRep);
  return {
    talkSecondsBySpeaker,
    totalTalkSeconds,
    durationSeconds,
    // min() guards the last floating-point bit: the rep's sum is a subset of the total's terms.
    talkTimeRatio: totalTalkSeconds > 0 ? Math.min(1, repTalkSeconds / totalTalkSeconds) : 0,
    longestRepMonologueSeconds: stretches.rep,
    longestCustomerStorySeconds: stretches.customer,
    interactivity: perMinute(speakerSwitches(turns), durationSeconds),
    questionsByRep,
    questionsByCustomer,
    fillerWordsPerMinute: perMinute(repFillers, repTalkSeconds),
    patienceSeconds: averagePatience(turns, isRep),
    wordsBySpeaker,
    timed: turns.some((turn) => turn.start !== null),
  };
}
