// CallFacts for the coaching and score tests, from a small untimed call (talk time follows the words at 150 a
// minute) run through the real rules.
import { findFollowUps } from "@server/engine/follow-ups/follow-ups";
import type { CallFacts } from "@server/engine/facts";
import { scoreMeddic } from "@server/engine/meddic/scorecard";
import { computeMetrics } from "@server/engine/metrics";
import { findObjections } from "@server/engine/objections/objections";
import { measureSentiment } from "@server/engine/sentiment/sentiment";
import { callOf, utterancesOf, type Line } from "./calls";

export function factsOf(lines: readonly Line[], names: readonly string[] = []): CallFacts {
  const call = callOf(lines, { names, timed: false });
  return {
    call,
    metrics: computeMetrics(utterancesOf(lines, names, false), [0]),
    meddic: scoreMeddic(call),
    objections: findObjections(call),
    followUps: findFollowUps(call),
    sentiment: measureSentiment(call),
    salesContent: true,
    likelyMeeting: false,
    optedOut: false,
    heardPain: null,
    heardAuthority: null,
    heardDecline: null,
    heardCommitment: null,
    customerDatedStep: false,
    customerPledge: null,
    pressedAfterNo: null,
    stage: null,
  };
}
