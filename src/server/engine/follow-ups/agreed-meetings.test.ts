import { describe, expect, it } from "vitest";
import { callOf, type Line } from "@tests/engine/calls";
import type { ModelLabel } from "../classifier/labels";
import { labelsOn } from "@tests/engine/labels";
import { answerAuthorityByMeeting } from "../objections/answered-by-meeting";
import { findObjections } from "../objections/objections";
import { agreedMeetings } from "./agreed-meetings";
import { bookedMeeting, nextStepStrength } from "./next-step";
import { findFollowUps } from "./follow-ups";

const NAMES = ["Jake Turner", "Linda Moss"];

const agreed = (lines: readonly Line[], said: Partial<Record<ModelLabel, string[]>>) => {
  const call = callOf(lines, { names: NAMES });
  return agreedMeetings(call, labelsOn(said), new Set());
};

const PROPOSAL = "How about Thursday at ten, you and Dave, twenty minutes?";
const BOOKING: Line[] = [[0, PROPOSAL], [1, "Thursday at ten."], [1, "Fine."]];

describe("meetings agreed by a proposal and its acceptance", () => {
  it("reports the booked meeting, owned by the proposer, with its date", () => {
    const found = agreed(BOOKING, { next_step: [PROPOSAL, "Thursday at ten."] });
    expect(found).toMatchObject([{ owner: "Jake Turner", action: "speak with Linda Moss", agreed: true }]);
    expect(found[0]?.due).toMatch(/^Thursday/);
    expect(nextStepStrength(callOf(BOOKING, { names: NAMES }), found)).toBe(1);
  });

  it("names the meeting when the proposal does", () => {
    const lines: Line[] = [[0, "Can we do the demo with your owner on Friday?"], [1, "Friday works."]];
    expect(agreed(lines, { next_step: [lines[0]![1], lines[1]![1]] })).toMatchObject([{ action: "meet Linda Moss for the demo", due: "Friday" }]);
  });

  it("counts a meeting booked on a day, not a promised email, as a booked meeting", () => {
    expect(bookedMeeting(agreed(BOOKING, { next_step: [PROPOSAL, "Thursday at ten."] }))).toBe(1);
    const call = callOf([[0, "I'll set up a call with your team for Tuesday the 4th."]], { names: NAMES });
    expect(bookedMeeting(findFollowUps(call))).toBe(0.6);
    const lines: Line[] = [[1, "Send me the pricing by email, would you?"], [0, "I'll send the recap of our call on Friday."]];
    const email = callOf(lines, { names: NAMES });
    const sent = findFollowUps(email, labelsOn({ next_step: [lines[0]![1], lines[1]![1]] }));
    expect(sent.map((followUp) => followUp.due)).toEqual(["Friday"]);
    expect(bookedMeeting(sent)).toBe(0);
  });

  it("reads a plan read out ('then we meet on Tuesday…') as a proposed time", () => {
    const lines: Line[] = [[0, "And then we meet on Tuesday January 9th, the three of us, to look at the numbers."], [1, "Tuesday the 9th works."]];
    expect(agreed(lines, { next_step: [lines[0]![1], lines[1]![1]] })).toMatchObject([{ owner: "Jake Turner", due: "Tuesday January 9th" }]);
  });

  it("reads 'let's do' or 'shall we say' a day or time as a proposed time, not 'let's do it'", () => {
    const day: Line[] = [[0, "Let's do Friday the 14th at 10."], [1, "Friday works."]];
    expect(agreed(day, { next_step: [day[0]![1], day[1]![1]] })).toMatchObject([{ owner: "Jake Turner", due: "Friday the 14th at 10" }]);
    const slot: Line[] = [[0, "Shall we say Tuesday at 3pm?"], [1, "Tuesday works."]];
    expect(agreed(slot, { next_step: [slot[0]![1], slot[1]![1]] })).toHaveLength(1);
    const yes: Line[] = [[1, "Yeah, let's do it, six routes, February second."], [0, "Great, I'll get the paperwork going."]];
    expect(agreed(yes, { next_step: [yes[0]![1], yes[1]![1]] })).toEqual([]);
  });

  it("reads the formal 'let us book' as the 'let's' commitment", () => {
    const call = callOf([[0, "Let us book Friday the 14th at 10 to walk through it."]], { names: NAMES });
    expect(findFollowUps(call)).toMatchObject([{ owner: "Jake Turner", due: "Friday the 14th at 10" }]);
  });

  it("books no meeting from a request for a task answered by the commitment to do it", () => {
    const lines: Line[] = [[1, "Send me the pricing and that form by email, would you?"], [0, "I'll send both this afternoon."]];
    const call = callOf(lines, { names: NAMES });
    const said = labelsOn({ next_step: [lines[0]![1], lines[1]![1]] });
    expect(agreedMeetings(call, said, new Set([1]))).toEqual([]);
    // The same reply to a proposal of a time is still the acceptance of a meeting.
    const meeting: Line[] = [[1, "Can we talk Thursday?"], [0, "I'll call you Thursday at ten."]];
    expect(agreedMeetings(callOf(meeting, { names: NAMES }), labelsOn({ next_step: [meeting[0]![1], meeting[1]![1]] }), new Set([1]))).toHaveLength(1);
  });

  it("needs the other side to take it up, without a refusal or an opt-out", () => {
    expect(agreed(BOOKING, { next_step: [PROPOSAL] })).toEqual([]);
    const declined: Line[] = [[0, PROPOSAL], [1, "Thursday at ten?"], [1, "No, we'll pass."]];
    expect(agreed(declined, { next_step: [PROPOSAL, "Thursday at ten?"], rejection: ["No, we'll pass."] })).toEqual([]);
    const optOut: Line[] = [[0, PROPOSAL], [1, "Thursday at ten, really?"], [1, "Take me off your list."]];
    expect(agreed(optOut, { next_step: [PROPOSAL, "Thursday at ten, really?"] })).toEqual([]);
  });

  it("is a time to meet or talk, not a task asked of the customer", () => {
    const task: Line[] = [[0, "Linda, can you send the fuel reports by Friday?"], [1, "Sure, Friday."]];
    expect(agreed(task, { next_step: [task[0]![1], task[1]![1]] })).toEqual([]);
    const talk: Line[] = [[0, "Perfect. Talk Wednesday then."], [1, "Wednesday, yes."]];
    expect(agreed(talk, { next_step: ["Talk Wednesday then.", "Wednesday, yes."] })).toMatchObject([{ action: "speak with Linda Moss", due: "Wednesday" }]);
  });

  it("needs a date, and leaves a sentence the commitment patterns already read to them", () => {
    const undated: Line[] = [[0, "Would a short demo with Dave help?"], [1, "Sure."]];
    expect(agreed(undated, { next_step: [undated[0]![1], "Sure."] })).toEqual([]);
    const call = callOf(BOOKING, { names: NAMES });
    expect(agreedMeetings(call, labelsOn({ next_step: [PROPOSAL, "Thursday at ten."] }), new Set([0]))).toEqual([]);
  });
});

describe("an authority objection answered by a booked meeting", () => {
  it("is marked answered when a meeting both sides agreed follows it, and not before one", () => {
    const lines: Line[] = [[1, "It's not my decision, I'd have to run it past my boss."], ...BOOKING];
    const call = callOf(lines, { names: NAMES });
    const objections = findObjections(call).filter((objection) => objection.category === "authority");
    expect(objections).toMatchObject([{ answered: false }]);
    const meetings = agreedMeetings(call, labelsOn({ next_step: [PROPOSAL, "Thursday at ten."] }), new Set());
    expect(answerAuthorityByMeeting(objections, meetings)).toMatchObject([{ answered: true }]);
    const earlier = meetings.map((meeting) => ({ ...meeting, sentence: { ...meeting.sentence, index: -1 } }));
    expect(answerAuthorityByMeeting(objections, earlier)).toMatchObject([{ answered: false }]);
  });
});
