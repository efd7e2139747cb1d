import { describe, expect, it } from "vitest";
import { isQuestion, isUnmarkedQuestion, marksQuestions, questionTest } from "./questions";

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

describe("isUnmarkedQuestion (speech-to-text without question marks)", () => {
  it.each([
    "what do you think about the pricing",
    "do you have a budget for this",
    "how many people are on the team",
    "is that something you could share",
    "would it be possible to start next week",
    "who else is involved in the decision",
    "have you looked at other vendors",
    "where is the data hosted",
    "what's your timeline",
    "is there anyone else we should loop in",
    "does that make sense",
    "So what does the rollout look like.",
  ])("counts %j", (sentence) => expect(isUnmarkedQuestion(sentence)).toBe(true));

  it.each([
    "we have about fifty people on the team",
    "i'll send it over tomorrow",
    "what we do is track the hours by hand",
    "when we started it was all spreadsheets",
    "how we do it is simple",
    "that makes sense",
    "yeah that works for us",
    "you can cancel any time",
    "it does integrate with salesforce",
    "thanks for joining today",
    "can you believe it!",
  ])("does not count %j", (sentence) => expect(isUnmarkedQuestion(sentence)).toBe(false));

  it("still counts a question mark", () => expect(isUnmarkedQuestion("we're good then?")).toBe(true));
});

describe("questionTest", () => {
  const punctuated = ["Thanks for joining. What's your timeline?", "We need it by March. Can you do that?", "Yes."];
  const periodsOnly = ["Thanks for joining. What's your timeline.", "We need it by March. Can you do that.", "Yes."];
  const bare = ["thanks for joining whats your timeline", "we need it by march can you do that", "yes"];

  it("trusts the question marks of a writer who uses them", () => {
    expect(marksQuestions(punctuated)).toBe(true);
    expect(questionTest(punctuated)).toBe(isQuestion);
    // Unchanged from the opener rule: an unmarked request in a transcript that marks its questions is a statement.
    expect(questionTest(punctuated)("That is great.")).toBe(false);
  });

  it("reads the words when a transcript marks no question", () => {
    expect(marksQuestions(periodsOnly)).toBe(false);
    expect(questionTest(periodsOnly)).toBe(isUnmarkedQuestion);
    expect(questionTest(bare)).toBe(isUnmarkedQuestion);
  });

  it("reads a stray question mark among many sentences as the recogniser's, not the writer's", () => {
    const long = [...Array.from({ length: 150 }, () => "We looked at the numbers."), "Really?"];
    expect(marksQuestions(long)).toBe(false);
  });

  it("never trusts the marks of an unpunctuated transcript", () => {
    const mostlyBare = [...bare, "and what about onboarding?"];
    expect(questionTest(mostlyBare)).toBe(isUnmarkedQuestion);
  });
});
