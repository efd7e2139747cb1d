import type { CallSentence } from "../call/call";

/**
 * One follow-up as the finder reports it. Its own module so that merge.ts can name it without importing
 * follow-ups.ts, which imports merge.ts (no import circle).
 */
export interface FoundFollowUp {
  owner: string;
  ownerSpeaker: number;
  action: string;
  due: string | null;
  duePoints: number;
  at: number | null;
  sentence: CallSentence;
  /** Proposed by one side and accepted by the other in the call (agreed-meetings.ts). */
  agreed?: boolean;
}
