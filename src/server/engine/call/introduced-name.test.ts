import { describe, expect, it } from "vitest";
import type { Utterance } from "@shared/utterance";
import { buildCall } from "./call";
import { introducedName } from "./introduced-name";

const call = (...texts: string[]): Utterance[] => texts.map((text, i) => ({ speaker: i % 2, text }));

describe("introducedName", () => {
  it("reads the name someone gives themself in their first turns", () => {
    const lines = call("facilities this is walt", "hi walt its nadia from sunvault energy, we spoke at the expo");
    expect(introducedName(lines, 0)).toBe("Walt");
    expect(introducedName(lines, 1)).toBe("Nadia");
    expect(introducedName(call("Hello?", "Hi, my name is Dana Ortiz and I'm calling about your fleet."), 1)).toBe("Dana Ortiz");
    expect(introducedName(call("Good morning, I'm Priya from Ledgerline.", "Morning."), 0)).toBe("Priya");
  });

  it("takes no word that is not a name, nor someone else being introduced", () => {
    expect(introducedName(call("Yeah, it's pouring here today.", "Hi."), 0)).toBe("");
    expect(introducedName(call("Hi, it's mostly from the other vendor.", "Okay."), 0)).toBe("");
    expect(introducedName(call("Thanks for joining.", "Sure.", "And this is Wendy, our HR lead, she runs onboarding."), 0)).toBe("");
    expect(introducedName(call("Let's start.", "Sure.", "Well this is tricky."), 0)).toBe("");
  });

  it("names the speakers of a transcript whose labels name nobody in what the engine writes", () => {
    const lines = call("facilities this is walt", "hi walt its nadia from sunvault energy", "oh right, go ahead", "so how many schools have panels?");
    expect([...buildCall(lines, [1], (text) => text.endsWith("?")).names]).toEqual([
      [0, "Walt"],
      [1, "Nadia"],
    ]);
    // A name the transcript gives is kept.
    const named = lines.map((line) => ({ ...line, name: line.speaker === 0 ? "Walter Brenner" : "Nadia Okoye" }));
    expect([...buildCall(named, [1], (text) => text.endsWith("?")).names]).toEqual([
      [0, "Walter Brenner"],
      [1, "Nadia Okoye"],
    ]);
  });
});
