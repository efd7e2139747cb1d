import { describe, expect, it } from "vitest";
import { countQuestions, isQuestion } from "./questions";

describe("isQuestion", () => {
  it.each([
    "What does it cost?",
    "Really?",
    'He asked "why?"',
    "Can you hear me",
    "could you send the deck over.",
    "Would you be open to a pilot",
    "Do you have a budget for this",
    "Are you the one who signs off",
    "Is there anyone else involved",
    "What is your timeline",
    "How does the team handle renewals today",
    "What’s your budget",
    "When did you start looking",
    "How many reps are on the team",
    "So how do you handle that.",
    "Um, okay, who are you working with now",
  ])("counts %j", (sentence) => expect(isQuestion(sentence)).toBe(true));

  it.each([
    "What I mean is we need it by March.",
    "When we started, it was all spreadsheets.",
    "What is important is the timeline.",
    "How we do it is simple.",
    "Why not!",
    "Can you believe it!",
    "You're on the pro plan",
    "I wonder what you think.",
    "We can do that.",
    "Whatever works for you.",
  ])("does not count %j", (sentence) => expect(isQuestion(sentence)).toBe(false));
});

describe("countQuestions", () => {
  it("counts each question sentence in a text", () => {
    expect(countQuestions("Great. What does it cost? And do you offer annual billing\nOkay. Thanks!")).toBe(2);
  });

  it("does not split a decimal into two sentences", () => {
    expect(countQuestions("Is it 3.5 per seat? Sure.")).toBe(1);
  });

  it("answers 0 for empty text", () => {
    expect(countQuestions("")).toBe(0);
  });
});
