import { describe, expect, it } from "vitest";
import type { Utterance } from "@shared/utterance";
import { detectSellerSide, roleWarning } from "./seller-side";

const say = (speaker: number, name: string, text: string): Utterance => ({ speaker, name, text });

describe("detectSellerSide", () => {
  it("puts the account owner and a colleague on the seller side and the buyer on the other", () => {
    const detected = detectSellerSide([
      say(0, "Dana Ruiz", "Thanks for making time. How does your team handle intake today? What happens when a form is late?"),
      say(1, "Omar Haddad", "We use spreadsheets and we lose about ten hours a week. Our budget is tight this year."),
      say(2, "Priya Natarajan", "We'd be happy to take that off your plate; our platform includes the intake forms and we provide onboarding for your staff."),
      say(1, "Omar Haddad", "Can your tool connect to our current system?"),
      say(0, "Dana Ruiz", "Yes. I'll send the pricing at $40 per user and a calendar invite for Friday, with me and Priya."),
    ]);
    const side = new Map(detected.speakers.map((s) => [s.speaker, s.side]));
    expect(side.get(0)).toBe("seller");
    expect(side.get(2)).toBe("seller");
    expect(side.get(1)).toBe("customer");
    for (const s of detected.speakers) expect(s.confidence).toBeGreaterThanOrEqual(0.5);
  });

  it("puts the uploading user's name on the seller side and a notetaker on no side", () => {
    const detected = detectSellerSide(
      [
        say(0, "Alex Kim", "We need a cheaper option, what does your plan cost? Our budget is tight and we pay too much for our current tool."),
        say(1, "Sam Lee", "Sure."),
        say(2, "Fireflies Notetaker", "Recording started."),
      ],
      { user: { firstName: "Sam", lastName: "Lee" } },
    );
    expect(detected.speakers.map((s) => s.side)).toEqual(["customer", "seller", "other"]);
  });

  it("puts a voicemail greeting on no side", () => {
    const detected = detectSellerSide([
      say(0, "Tom Brandt", "Could I speak with Carol Benning, please?"),
      say(1, "Receptionist", "She's in meetings all morning. I can put you through to her voicemail."),
      say(2, "Voicemail", "You've reached Carol Benning, Controller at Dunmore Plastics. Please leave a message."),
      say(0, "Tom Brandt", "Hi Carol, Tom with Ledgerline, I'll try you again Thursday morning."),
    ]);
    expect(detected.speakers.find((s) => s.speaker === 2)?.side).toBe("other");
  });

  it("warns about a single speaker and stays quiet on clear sides", () => {
    expect(roleWarning(detectSellerSide([say(0, "A", "Hello there.")]))).toMatch(/one speaker/);
    expect(roleWarning({ speakers: [{ speaker: 0, side: "seller", confidence: 0.9 }, { speaker: 1, side: "customer", confidence: 0.9 }], confidence: 0.9 })).toBeUndefined();
    expect(detectSellerSide([]).speakers).toEqual([]);
  });
});

describe("detectSellerSide with the shipped wording model", () => {
  it("keeps a solutions engineer who mostly answers the buyer's technical questions on our side", () => {
    const detected = detectSellerSide([
      say(0, "Dana Ruiz", "Thanks for joining, everyone. I brought Kenji, who runs our implementations, since you had questions on the integration."),
      say(1, "Omar Haddad", "Great. So our main worry is the ERP, we're on an old version of Dynamics and our IT team is two people."),
      say(2, "Kenji Mori", "That's a common setup for us. We connect through the standard connector, and for older versions we run a nightly file sync, so your IT team doesn't have to build anything."),
      say(1, "Omar Haddad", "How long did that take for someone our size?"),
      say(2, "Kenji Mori", "Usually two to three weeks, and we do the mapping with you in two working sessions. I'll send you the technical checklist today."),
      say(1, "Omar Haddad", "Okay, that helps. Our budget for this is set in March, so timing matters for us."),
      say(0, "Dana Ruiz", "Understood. Shall we put thirty minutes on Thursday to walk your IT lead through the checklist?"),
      say(1, "Omar Haddad", "Thursday works."),
    ]);
    const side = new Map(detected.speakers.map((s) => [s.speaker, s.side]));
    expect([side.get(0), side.get(1), side.get(2)]).toEqual(["seller", "customer", "seller"]);
  });
});
