import { describe, expect, it } from "vitest";
import { splitSentences } from "./text";

describe("splitSentences", () => {
  it("keeps titles and abbreviations inside their sentence", () => {
    expect(splitSentences("I spoke with Dr. Patel at Acme Inc. yesterday. She said yes. Mr. Smith agreed, e.g. on price.")).toEqual([
      "I spoke with Dr. Patel at Acme Inc. yesterday.",
      "She said yes.",
      "Mr. Smith agreed, e.g. on price.",
    ]);
  });

  it("still ends a sentence at an abbreviation a capital follows, at line breaks and after decimals", () => {
    expect(splitSentences("We signed with Acme Inc. They start Monday.\nCosts 3.5 million? Yes!")).toEqual([
      "We signed with Acme Inc.",
      "They start Monday.",
      "Costs 3.5 million?",
      "Yes!",
    ]);
  });
});
