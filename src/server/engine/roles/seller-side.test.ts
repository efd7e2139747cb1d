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
        say(0, "Alex Kim", "We need a cheaper option, what does your plan cost?"),
        say(1, "Sam Lee", "Sure."),
        say(2, "Fireflies Notetaker", "Recording started."),
      ],
      { user: { firstName: "Sam", lastName: "Lee" } },
    );
    expect(detected.speakers.map((s) => s.side)).toEqual(["customer", "seller", "other"]);
  });

  it("warns about a single speaker and stays quiet on clear sides", () => {
    expect(roleWarning(detectSellerSide([say(0, "A", "Hello there.")]))).toMatch(/one speaker/);
    expect(roleWarning({ speakers: [{ speaker: 0, side: "seller", confidence: 0.9 }, { speaker: 1, side: "customer", confidence: 0.9 }], confidence: 0.9 })).toBeUndefined();
    expect(detectSellerSide([]).speakers).toEqual([]);
  });
});
