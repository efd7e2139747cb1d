import { describe, expect, it } from "vitest";
import { openingUtterance } from "./analysis-view";

describe("openingUtterance (a search hit's link: ?utterance=N)", () => {
  it("opens at an utterance of this call, and ignores anything else", () => {
    expect(openingUtterance("utterance=3", 10)).toBe(3);
    expect(openingUtterance("?utterance=0", 10)).toBe(0);
    expect(openingUtterance("", 10)).toBeNull();
    expect(openingUtterance("utterance=10", 10)).toBeNull();
    expect(openingUtterance("utterance=-1", 10)).toBeNull();
    expect(openingUtterance("utterance=2x", 10)).toBeNull();
  });
});
