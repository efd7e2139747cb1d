import type { CallStage, ConversationMetrics, MeddicScorecard } from "@shared/analysis";
import type { Call, CallSentence } from "./call/call";
import type { FoundFollowUp } from "./follow-ups/follow-ups";
import type { FoundObjection } from "./objections/objections";
import type { CallSentiment } from "./sentiment/sentiment";
import type { PressedAfterNo } from "./coaching/pressed-after-no";

/** Everything the engine found in one call, which the coaching and the scores read. */
export interface CallFacts {
  call: Call;
  metrics: ConversationMetrics;
  meddic: MeddicScorecard;
  objections: FoundObjection[];
  followUps: FoundFollowUp[];
  sentiment: CallSentiment;
  /** False for a call with no sales conversation at all (see rules/sales-content.ts). */
  salesContent: boolean;
  /** Assessed as sales, though the meeting model finds it reads like a meeting (call-kind/): the screen warns. */
  likelyMeeting: boolean;
  /** The customer asked not to be contacted again (rules/opt-out.ts): no advice may propose another step. */
  optedOut: boolean;
  /** The customer sentence the classifier is surest describes their pain (null without one, or in Spanish). */
  heardPain: CallSentence | null;
  /** The customer sentence the classifier is surest says who decides or signs (null without one). */
  heardAuthority: CallSentence | null;
  /** The customer's last sentence the classifier is confident declines (null without one). */
  heardDecline: CallSentence | null;
  /**
   * The customer said a next step with a date that the classifier is sure of ("January 11th at nine is
   * good"), whether or not a follow-up was read from it: the coaching must not say none was set.
   */
  customerDatedStep: boolean;
  /** The customer's last pledge, an amount or a slot they took on (follow-ups/next-step.ts), or null. */
  customerPledge: CallSentence | null;
  /** The customer's last buying signal the classifier is very sure of, if any (summary/picks.ts). */
  heardCommitment: CallSentence | null;
  /** The rep kept asking for a step after the customer's clear no (coaching/pressed-after-no.ts), or null. */
  pressedAfterNo: PressedAfterNo | null;
  /** The call's stage (scores/call-stage.ts); null for Spanish calls and calls with no sales conversation. */
  stage: CallStage | null;
}
