import { describe, expect, it } from "vitest";
import type { Utterance } from "@shared/utterance";
import { analyzeTranscript } from "../../engine/engine";
import { engineInput, onlyOurSideSpoke } from "./engine-input";

const said: Utterance[] = [
  { speaker: 0, text: "Thanks for joining." },
  { speaker: 1, name: "Dana R.", text: "Happy to." },
  { speaker: 2, text: "Hello all." },
];

describe("the engine's input", () => {
  it("carries the names of a mapping on every utterance, over the transcript's own labels", () => {
    const mapping = {
      "0": { name: "Hannah", role: "account_owner" as const },
      "1": { name: "Dana Reyes", role: "customer" as const },
      "2": { name: "James", role: "account_owner" as const },
    };
    const input = engineInput(said, mapping, [0, 2]);
    expect(input.utterances.map((utterance) => utterance.name)).toEqual(["Hannah", "Dana Reyes", "James"]);
    expect(input.repSpeakers).toEqual([0, 2]);
    expect(input.otherSpeakers).toEqual([]);
    expect(said[0]!.name).toBeUndefined();
  });

  it("never passes a placeholder on as a name, so the engine names the speaker by the side analysed", () => {
    const mapping = {
      "0": { name: "Sales Rep", role: "account_owner" as const },
      "1": { name: "Dana R.", role: "customer" as const },
      "2": { name: "Participant 3", role: "customer" as const },
    };
    const input = engineInput(said, mapping, [0, 2]);
    expect(input.utterances.map((utterance) => utterance.name)).toEqual([undefined, "Dana R.", undefined]);
    expect(input.utterances.every((utterance) => !("name" in utterance) || utterance.name !== undefined)).toBe(true);
  });

  it("does not summarise a rep the user moved to the customer side as 'Sales Rep'", () => {
    // Speaker 0 was detected as the rep ("Sales Rep"); the user confirmed the mapping with them as the customer.
    const call: Utterance[] = [
      { speaker: 0, text: "Hi, thanks for making the time today, we have been looking at tools for our team." },
      { speaker: 1, text: "Great to meet you. Tell me about how your team handles onboarding right now." },
      { speaker: 0, text: "Our ramp time is too long and new hires take three months to close a deal." },
    ];
    const mapping = {
      "0": { name: "Sales Rep", role: "customer" as const },
      "1": { name: "Dana", role: "account_owner" as const },
    };
    const summary = analyzeTranscript(engineInput(call, mapping, [1])).meetingSummary.summary;
    expect(summary).toContain("Dana");
    expect(summary).not.toContain("Sales Rep");
    expect(summary).toContain("Participant 1");
  });

  it("takes a placeholder in any case or spacing for one, and a transcript label 'Sales Rep' is dropped too", () => {
    const mapping = {
      "0": { name: "  sales\nrep ", role: "customer" as const },
      "1": { name: "Participant 2", role: "account_owner" as const },
    };
    const labelled: Utterance[] = [
      { speaker: 0, name: "Sales Rep", text: "Hello." },
      { speaker: 1, text: "Hi." },
    ];
    const input = engineInput(labelled, mapping, [1]);
    expect(input.utterances.map((utterance) => utterance.name)).toEqual([undefined, undefined]);
  });

  it("strips control characters and collapses whitespace in a mapping's names, keeping at most 100 characters", () => {
    const mapping = {
      "0": { name: "Hannah\n\n# Heading\u0000 \u202e", role: "account_owner" as const },
      "1": { name: "Dana\t\tReyes\r\n", role: "customer" as const },
      "2": { name: `${"é".repeat(99)}😀😀`, role: "customer" as const },
    };
    const input = engineInput(said, mapping, [0]);
    expect(input.utterances.map((utterance) => utterance.name)).toEqual(["Hannah # Heading", "Dana Reyes", `${"é".repeat(99)}😀`]);
    // A name of control characters only says nothing: the transcript's own label stays.
    const blank = engineInput(said, { "1": { name: "\u0007\n", role: "customer" as const } }, [0]);
    expect(blank.utterances[1]!.name).toBe("Dana R.");
  });

  it("is our side only when someone spoke and nobody who spoke is neither ours nor marked other", () => {
    const mapping = {
      "0": { name: "Hannah", role: "account_owner" as const },
      "1": { name: "Notetaker", role: "other" as const },
      "2": { name: "James", role: "account_owner" as const },
    };
    const internal = engineInput(said, mapping, [0, 2]);
    expect(internal.otherSpeakers).toEqual([1]);
    expect(onlyOurSideSpoke(internal)).toBe(true);
    const withCustomer = { ...mapping, "1": { name: "Dana Reyes", role: "customer" as const } };
    expect(onlyOurSideSpoke(engineInput(said, withCustomer, [0, 2]))).toBe(false);
    // A customer who said nothing is not a customer side.
    const mute = said.map((utterance) => (utterance.speaker === 1 ? { ...utterance, text: "  " } : utterance));
    expect(onlyOurSideSpoke(engineInput(mute, withCustomer, [0, 2]))).toBe(true);
    // No speech at all: the engine's own "nothing to assess" stands.
    const silent = said.map((utterance) => ({ ...utterance, text: " " }));
    expect(onlyOurSideSpoke(engineInput(silent, mapping, [0, 2]))).toBe(false);
  });
});
