import { describe, expect, it } from "vitest";
import { isQuestion } from "../questions";
import { callOf } from "@tests/engine/calls";
import { buildCall, MAX_ANALYSED_WORDS } from "./call";

describe("buildCall", () => {
  it("joins a speaker's consecutive utterances into one turn and keeps each sentence's own time", () => {
    const call = buildCall(
      [
        { speaker: 0, text: "Hello. How are you?", start: 0 },
        { speaker: 0, text: "Shall we start?", start: 4 },
        { speaker: 1, text: "Sure.", start: 6 },
      ],
      [0],
      isQuestion,
    );
    expect(call.turns.map((turn) => [turn.speaker, turn.sentences.length])).toEqual([
      [0, 3],
      [1, 1],
    ]);
    expect(call.sentences.map((sentence) => sentence.at)).toEqual([0, 0, 4, 6]);
    expect(call.sentences.map((sentence) => sentence.question)).toEqual([false, true, true, false]);
    expect(call.repWords).toBe(7);
    expect(call.customerWords).toBe(1);
  });

  it("keeps lower-case text index for index with the original, so quotes keep their capitals", () => {
    const [sentence] = callOf([[1, "We’ve been looking at BambooHR."]]).sentences;
    expect(sentence?.lower).toBe("we've been looking at bamboohr.");
    expect(sentence?.lower.length).toBe(sentence?.text.length);
  });

  it("names speakers from the transcript, else Sales Rep and Participant N", () => {
    const call = buildCall(
      [
        { speaker: 0, text: "Hi." },
        { speaker: 1, text: "Hello.", name: "Rachel Torres" },
        { speaker: 2, text: "Hey." },
      ],
      [0],
      isQuestion,
    );
    expect([...call.names]).toEqual([
      [0, "Sales Rep"],
      [1, "Rachel Torres"],
      [2, "Participant 3"],
    ]);
  });

  it("puts a colleague the rep introduces on the seller side", () => {
    const call = callOf(
      [
        [0, "I'm Nora, and with me is Ben Adeyemi, one of our solutions engineers."],
        [2, "Hi all."],
        [1, "Welcome, Ben."],
      ],
      { names: ["Nora Feld", "Carla Jimenez", "Ben Adeyemi"] },
    );
    expect([...call.sellers].sort()).toEqual([0, 2]);
    expect(call.turns.map((turn) => turn.rep)).toEqual([true, true, false]);
    expect(call.repSpeakers).toEqual(new Set([0]));
  });

  it("cuts a huge unpunctuated utterance to the word budget before the boundary model reads it", () => {
    const call = buildCall([{ speaker: 0, text: "so we looked at the numbers and the plan is set ".repeat(20_000) }], [0], isQuestion);
    expect(call.truncated).toBe(true);
    // The sentence that crosses the budget is read whole.
    expect(call.repWords).toBeLessThan(MAX_ANALYSED_WORDS + 100);
    expect(call.sentences.length).toBeGreaterThan(1);
  });

  it("reads at most MAX_ANALYSED_WORDS words and says it stopped", () => {
    const call = buildCall([{ speaker: 0, text: "one two three four five. ".repeat(MAX_ANALYSED_WORDS / 4) }], [0], isQuestion);
    expect(call.truncated).toBe(true);
    expect(call.repWords).toBeLessThanOrEqual(MAX_ANALYSED_WORDS);
    expect(call.repWords).toBeGreaterThan(MAX_ANALYSED_WORDS - 10);
  });

  it("cuts a sentence without punctuation into pieces and ignores utterances with no words", () => {
    const call = buildCall(
      [
        { speaker: 0, text: "word ".repeat(1000) },
        { speaker: 1, text: " ... " },
      ],
      [0],
      isQuestion,
    );
    expect(call.sentences.length).toBeGreaterThan(1);
    expect(Math.max(...call.sentences.map((sentence) => sentence.text.length))).toBeLessThanOrEqual(600);
    expect(call.turns).toHaveLength(1);
  });
});

describe("language", () => {
  it("tells English, Spanish and other languages apart", () => {
    expect(callOf([[0, "So how do you handle renewals today, and what is the biggest problem with it?"]]).language).toBe("en");
    expect(callOf([[0, "¿Cómo llevan hoy el control de inventario en las ocho sucursales? Es muy importante para la empresa."]]).language).toBe("es");
    const german = "Wie verwalten Sie heute die Verlängerungen, und was ist dabei das größte Problem für Ihr Team? Wir sprechen morgen weiter darüber.";
    expect(callOf([[0, german], [1, german], [0, german]]).language).toBe("other");
  });

  it("calls a few words English rather than guess", () => {
    expect(callOf([[0, "Hola."]]).language).toBe("en");
  });
});
