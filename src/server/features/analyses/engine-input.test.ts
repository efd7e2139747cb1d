import { describe, expect, it } from "vitest";
import type { Utterance } from "@shared/utterance";
import { engineInput, onlyOurSideSpoke } from "./engine-input";

const said: Utterance[] = [
  { speaker: 0, text: "Thanks for joining." },
  { speaker: 1, name: "Dana R.", text: "Happy to." },
  { speaker: 2, text: "Hello all." },
];

describe("the engine's input", () => {
  it("carries the names of a confirmed mapping on every utterance, over the transcript's own labels", () => {
    const mapping = {
      "0": { name: "Hannah", role: "account_owner" as const },
      "1": { name: "Dana Reyes", role: "customer" as const },
      "2": { name: "Participant 3", role: "account_owner" as const },
    };
    const input = engineInput(said, mapping, [0, 2], true);
    expect(input.utterances.map((utterance) => utterance.name)).toEqual(["Hannah", "Dana Reyes", "Participant 3"]);
    expect(input.repSpeakers).toEqual([0, 2]);
    expect(said[0]!.name).toBeUndefined();
  });

  it("leaves the detection's placeholders of an unconfirmed mapping to the engine, which names by the analysed side", () => {
    const mapping = {
      "0": { name: "Sales Rep", role: "account_owner" as const },
      "1": { name: "Dana R.", role: "customer" as const },
      "2": { name: "Participant 3", role: "customer" as const },
    };
    const input = engineInput(said, mapping, [0, 2], false);
    expect(input.utterances.map((utterance) => utterance.name)).toEqual([undefined, "Dana R.", undefined]);
  });

  it("is our side only when someone spoke and nobody who spoke is neither ours nor marked other", () => {
    const mapping = {
      "0": { name: "Hannah", role: "account_owner" as const },
      "1": { name: "Notetaker", role: "other" as const },
      "2": { name: "James", role: "account_owner" as const },
    };
    expect(onlyOurSideSpoke(engineInput(said, mapping, [0, 2], true), mapping)).toBe(true);
    const withCustomer = { ...mapping, "1": { name: "Dana Reyes", role: "customer" as const } };
    expect(onlyOurSideSpoke(engineInput(said, withCustomer, [0, 2], true), withCustomer)).toBe(false);
    // No speech at all: the engine's own "nothing to assess" stands.
    const silent = said.map((utterance) => ({ ...utterance, text: " " }));
    expect(onlyOurSideSpoke(engineInput(silent, mapping, [0, 2], true), mapping)).toBe(false);
  });
});
