import { applyLinear, type LinearModel } from "../classifier/model";
import type { MeetingModel } from "./meeting-schema";
import type { MeetingSignals } from "./meeting-signals";

export type { MeetingModel } from "./meeting-schema";

export type CallKind = "sales" | "likely_meeting" | "meeting";

/** The probability that the call is a meeting, not a sales conversation. */
export function meetingProbability(signals: MeetingSignals, model: LinearModel): number {
  return 1 / (1 + Math.exp(-applyLinear(model, signals).value));
}

/**
 * Fewer speakers than this and a call is never taken for a meeting, only warned on: persuasion and sales
 * conversations are mostly two people, a wrong "meeting" loses the call's whole assessment, and the corpus'
 * two-person calls the model found most meeting-like were persuasion dialogues and short sales chats.
 */
export const MEETING_MIN_SPEAKERS = 3;

export function callKind(probability: number, model: Pick<MeetingModel, "likely" | "sure">, speakers: number): CallKind {
  if (probability >= model.sure && speakers >= MEETING_MIN_SPEAKERS) return "meeting";
  return probability >= model.likely ? "likely_meeting" : "sales";
}

/** What the analysis screen says when a call is assessed as sales but reads like a meeting. */
export const LIKELY_MEETING_WARNING =
  "This call reads more like an internal meeting, a class or an interview than a sales conversation; its scores assume a sales call.";
