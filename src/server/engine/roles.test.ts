import { describe, expect, it } from "vitest";
import { speakerMappingSchema } from "@shared/analysis";
import type { Utterance } from "@shared/utterance";
import { analysisRoles, defaultSpeakerMapping, guessRep, repSpeakersOf } from "./roles";

const user = { firstName: "Dana", lastName: "Whitfield" };
const plainCall: Utterance[] = [
  { speaker: 0, text: "Thanks for having me. We have had trouble with our reporting." },
  { speaker: 1, text: "Happy to help. Let me show you our platform, and our pricing after." },
  { speaker: 2, text: "Sounds good." },
];

describe("guessRep", () => {
  it("picks the speaker named like the user, by first or last name, whole word, any case", () => {
    expect(guessRep(plainCall, ["Alex Kim", "Jordan Lee", "dana"], user)).toBe(2);
    expect(guessRep(plainCall, ["Alex Kim", "J. WHITFIELD", "Sam"], user)).toBe(1);
    expect(guessRep(plainCall, ["Danae Smith", "Bob", "Sam"], user)).toBe(1); // "Danae" is not "Dana"; falls to presenting
  });

  it("prefers the speaker matching both names over one matching a single name", () => {
    expect(guessRep(plainCall, ["Dana Cole", "Dana Whitfield"], user)).toBe(1);
  });

  it("uses names carried by utterances when no display name is given", () => {
    const named = plainCall.map((u) => (u.speaker === 2 ? { ...u, name: "Dana Whitfield" } : u));
    expect(guessRep(named, [], user)).toBe(2);
  });

  it("ranks a name match above a seller label", () => {
    expect(guessRep(plainCall, ["Sales Rep", "Dana"], user)).toBe(1);
  });

  it.each([
    [["Sales Rep", "Speaker 2"], 0],
    [["Account Executive", "Speaker 2"], 0],
    [["AE - Morgan", "Speaker 2"], 0],
    [["Prospect", "Jordan", "sdr"], 2], // the label beats speaker 1's product pitch
  ])("falls back to a seller label: %j", (labels, expected) => {
    expect(guessRep(plainCall, labels, { firstName: "X", lastName: "Y" })).toBe(expected);
  });

  it("does not take a label inside a longer word", () => {
    expect(guessRep(plainCall, ["Repository Bot", "Prospect"], { firstName: "", lastName: "" })).toBe(1);
  });

  it("falls back to the speaker who presents the product", () => {
    expect(guessRep(plainCall, ["Speaker 1", "Speaker 2", "Speaker 3"], user)).toBe(1);
  });

  it("without a name or label, takes the speaker the seller-side model reads as the seller; speaker 0 without speech", () => {
    // Nothing but who spoke first: the side model's first-speaker cue.
    const quiet: Utterance[] = [
      { speaker: 1, text: "Hello." },
      { speaker: 0, text: "Hi." },
    ];
    expect(guessRep(quiet, [], user)).toBe(1);
    // The buyer picks up; the caller introduces themselves and their company and asks the questions.
    const pickUp: Utterance[] = [
      { speaker: 0, text: "hello yes ioana popescu" },
      { speaker: 1, text: "hi doctor popescu its tom rivera from smiledesk how are you" },
      { speaker: 0, text: "ah tom yes hello i am ok busy like always you call for the renewal i think" },
      { speaker: 1, text: "i do yes your contract ends on december thirty first so i wanted to walk through it with you is now still a good time" },
    ];
    expect(guessRep(pickUp, ["Speaker 1", "Speaker 2"], user)).toBe(1);
    expect(guessRep([], [], user)).toBe(0);
  });
});

describe("defaultSpeakerMapping", () => {
  it("makes the rep account_owner and everyone else customer, naming the unnamed", () => {
    const mapping = defaultSpeakerMapping(plainCall, [], user);
    expect(mapping).toEqual({
      "0": { name: "Participant 1", role: "customer" },
      "1": { name: "Sales Rep", role: "account_owner" },
      "2": { name: "Participant 3", role: "customer" },
    });
    expect(speakerMappingSchema.parse(mapping)).toEqual(mapping);
    expect(repSpeakersOf(mapping)).toEqual([1]);
  });

  it("keeps given names, cut to the schema's 100 characters", () => {
    const mapping = defaultSpeakerMapping(plainCall, ["Dana Whitfield", "x".repeat(150)], user);
    expect(mapping["0"]).toEqual({ name: "Dana Whitfield", role: "account_owner" });
    expect(mapping["1"]?.name).toHaveLength(100);
    expect(speakerMappingSchema.safeParse(mapping).success).toBe(true);
  });

  it("puts a colleague the rep brings on our side and a notetaker on no side", () => {
    const team: Utterance[] = [
      { speaker: 0, text: "Thanks for joining. How does your team handle intake today, and what happens when a form is late?" },
      { speaker: 1, text: "We use spreadsheets and we lose about ten hours a week. Our budget is tight." },
      { speaker: 2, text: "We'd be happy to take that off your plate; our platform includes the forms and we provide onboarding for your staff." },
      { speaker: 3, text: "Recording started." },
    ];
    const mapping = defaultSpeakerMapping(team, ["Dana Whitfield", "Omar Haddad", "Priya Natarajan", "Otter Notetaker"], user);
    expect(Object.values(mapping).map((entry) => entry.role)).toEqual(["account_owner", "customer", "account_owner", "other"]);
    expect(repSpeakersOf(mapping)).toEqual([0, 2]);
  });

  it("names the rep even when the transcript has no speakers", () => {
    expect(defaultSpeakerMapping([], [], user)).toEqual({ "0": { name: "Sales Rep", role: "account_owner" } });
  });
});

describe("analysisRoles", () => {
  const mapping = { "0": { name: "Dana", role: "account_owner" as const } };
  const alone: Utterance[] = [{ speaker: 0, text: "Just me talking to myself about our platform." }];

  it("takes a confirmed mapping as it is, without a warning", () => {
    expect(analysisRoles(alone, mapping, true)).toEqual({ repSpeakers: [0] });
  });

  it("warns when nobody confirmed the roles and only one speaker was found", () => {
    const roles = analysisRoles(alone, mapping, false);
    expect(roles.repSpeakers).toEqual([0]);
    expect(roles.roleWarning).toMatch(/one speaker/);
  });
});
