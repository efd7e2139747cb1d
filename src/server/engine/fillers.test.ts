import { describe, expect, it } from "vitest";
import { countFillers } from "./fillers";

describe("countFillers", () => {
  it("counts hesitations, stretched spellings included", () => {
    expect(countFillers("Um, so, uh, umm... erm, ah, uhh")).toBe(6);
  });

  it("counts filler phrases across case and line breaks", () => {
    expect(countFillers("It's BASICALLY literally the same, you\nknow, I mean sort of, kind of.")).toBe(6);
  });

  it("does not count fillers inside other words or hyphenated backchannels", () => {
    expect(countFillers("Umbrella, ahead, Ahmed, human, uh-huh, uh-oh, humble, Ohio")).toBe(0);
  });

  it("does not count the phrases where they carry meaning", () => {
    expect(countFillers("What kind of tool? That sort of thing. Do you know Sam? As you know, we ship.")).toBe(0);
  });

  it("leaves out like, which cannot be told from the verb", () => {
    expect(countFillers("I like it, like, a lot")).toBe(0);
  });
});
