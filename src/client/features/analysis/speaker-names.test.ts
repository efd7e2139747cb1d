import { describe, expect, it } from "vitest";
import type { SpeakerMapping } from "@shared/analysis";
import { detectedPersonNames, isRep, speakerLabels, speakerName, speakersOf, withRep, withSide } from "./speaker-names";

const name = (text: string, entity_type = "NAME") => ({ entity_type, text });

describe("detectedPersonNames (SPEC §2)", () => {
  it("keeps NAME entities longer than 2 characters that contain a space", () => {
    expect(detectedPersonNames([name("Dana Reyes"), name("Sam Patel")])).toEqual(["Dana Reyes", "Sam Patel"]);
  });

  it("drops other entity types, names without a space and names of 2 characters or fewer", () => {
    expect(detectedPersonNames([name("Acme Corp", "ORGANIZATION"), name("Dana"), name("A "), name(" J ")])).toEqual([]);
  });

  it("drops names containing thank, hello or meeting, in any case", () => {
    expect(
      detectedPersonNames([name("Thank you Dana"), name("hello Sam"), name("Team Meeting"), name("THANKS Bob"), name("Lee Park")]),
    ).toEqual(["Lee Park"]);
  });

  it("lists each name once, in the order found, and copes with no entities", () => {
    expect(detectedPersonNames([name("Lee Park"), name("lee park"), name("Ana Ruiz")])).toEqual(["Lee Park", "Ana Ruiz"]);
    expect(detectedPersonNames(null)).toEqual([]);
  });
});

describe("speakerName (SPEC §2)", () => {
  const mapping: SpeakerMapping = { "0": { name: "Dana Reyes", role: "account_owner" }, "1": { name: "  ", role: "customer" } };

  it("uses the mapping's name when it gives one", () => {
    expect(speakerName(0, mapping, ["Lee Park"])).toBe("Dana Reyes");
  });

  it("else the detected name in the speaker's position", () => {
    expect(speakerName(1, mapping, ["Lee Park", "Ana Ruiz"])).toBe("Ana Ruiz");
    expect(speakerName(0, {}, ["Lee Park"])).toBe("Lee Park");
  });

  it('else speaker 0 is "Sales Rep" and speaker 1 "Participant 2"', () => {
    expect(speakerName(0, {}, [])).toBe("Sales Rep");
    expect(speakerName(1, mapping, ["Lee Park"])).toBe("Participant 2");
    expect(speakerName(3, {}, [])).toBe("Participant 4");
  });
});

describe("speaker labels", () => {
  it("marks the account_owner as the rep and lists every speaker who talks or is mapped", () => {
    const mapping: SpeakerMapping = { "2": { name: "Ana Ruiz", role: "account_owner" } };
    expect(isRep(2, mapping)).toBe(true);
    expect(isRep(0, mapping)).toBe(false);
    expect(speakersOf([{ speaker: 1, text: "hi" }, { speaker: 0, text: "yo" }], mapping)).toEqual([0, 1, 2]);
    const labels = speakerLabels([{ speaker: 0, text: "hi" }], mapping, [name("Lee Park")]);
    expect([...labels.values()]).toEqual([
      { speaker: 0, name: "Lee Park", rep: false },
      { speaker: 2, name: "Ana Ruiz", rep: true },
    ]);
  });
});

describe("withRep", () => {
  it("makes the chosen speaker the only account_owner and keeps given names and other roles", () => {
    const mapping: SpeakerMapping = {
      "0": { name: "Dana Reyes", role: "account_owner" },
      "1": { name: "Sam Patel", role: "customer" },
      "2": { name: "Note taker", role: "other" },
    };
    expect(withRep(mapping, 1)).toEqual({
      "0": { name: "Dana Reyes", role: "customer" },
      "1": { name: "Sam Patel", role: "account_owner" },
      "2": { name: "Note taker", role: "other" },
    });
  });

  it("moves the made-up names with the role, so the old rep is no longer called Sales Rep", () => {
    const mapping: SpeakerMapping = {
      "0": { name: "Sales Rep", role: "account_owner" },
      "1": { name: "Participant 2", role: "customer" },
      "2": { name: "", role: "customer" },
    };
    expect(withRep(mapping, 1)).toEqual({
      "0": { name: "Participant 1", role: "customer" },
      "1": { name: "Sales Rep", role: "account_owner" },
      "2": { name: "", role: "customer" },
    });
  });

  it("adds the chosen speaker when the mapping lacks them", () => {
    expect(withRep({}, 1)).toEqual({ "1": { name: "Sales Rep", role: "account_owner" } });
  });
});

describe("withSide", () => {
  it("puts several speakers on our side, clears a former one and leaves other as other", () => {
    const mapping = {
      "0": { name: "Sales Rep", role: "account_owner" as const },
      "1": { name: "Participant 2", role: "customer" as const },
      "2": { name: "Ben Ode", role: "customer" as const },
      "3": { name: "Notetaker", role: "other" as const },
    };
    expect(withSide(mapping, [1, 2])).toEqual({
      "0": { name: "Participant 1", role: "customer" },
      "1": { name: "Sales Rep", role: "account_owner" },
      "2": { name: "Ben Ode", role: "account_owner" },
      "3": { name: "Notetaker", role: "other" },
    });
  });
});
