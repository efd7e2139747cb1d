import { analyzeTranscript } from "../engine";

/** A short call that passes through every stage: figures, a buyer, an objection, a follow-up, names. */
const WARM_UP_CALL = [
  { speaker: 0, start: 0, text: "Hi Dana, thanks for joining. How do you handle invoices today? Who signs off on a purchase like this?" },
  { speaker: 1, start: 6, text: "Honestly it's painful, we key them by hand, about thirty hours a week. Our CFO, Greg Lindqvist, signs anything over $100k." },
  { speaker: 0, start: 14, text: "Let me show you our platform. We do the onboarding for you, so your team spends about two hours a week." },
  { speaker: 1, start: 22, text: "My worry is implementation, our last rollout took eleven months. It's a lot more than we budgeted, too." },
  { speaker: 0, start: 30, text: "That's fair. Our typical rollout is eight weeks with a named implementation manager and a reference customer." },
  { speaker: 1, start: 38, text: "Okay. I'll push for this internally and I'll send you our requirements by Friday, December 4th." },
  { speaker: 0, start: 44, text: "Great, I'll send the invite for Tuesday at 2 p.m. and the pricing summary today." },
];

/**
 * Runs one small analysis so the thread loads wink's model and compromise's lexicon and compiles the rules'
 * patterns before it reports ready: the pool's per-task time limit should measure analysis, not start-up.
 */
export function warmUpEngine(): void {
  analyzeTranscript({ utterances: WARM_UP_CALL, repSpeakers: [0] });
}
