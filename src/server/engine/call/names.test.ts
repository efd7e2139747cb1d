import { describe, expect, it } from "vitest";
import { cleanName, isPlaceholderName, nameOf, placeholderName, speakerNames } from "./names";

describe("speaker names", () => {
  it("names an unnamed speaker by side, SPEC §2: 'Sales Rep' for ours, 'Participant N' (from 1) for others", () => {
    expect(placeholderName(0, true)).toBe("Sales Rep");
    expect(placeholderName(2, false)).toBe("Participant 3");
    expect(nameOf(new Map(), 4, false)).toBe("Participant 5");
  });

  it("knows a placeholder of either side in any case or spacing, and only the one for this speaker's number", () => {
    expect(isPlaceholderName(0, "Sales Rep")).toBe(true);
    expect(isPlaceholderName(1, " sales\nREP")).toBe(true);
    expect(isPlaceholderName(2, "Participant 3")).toBe(true);
    expect(isPlaceholderName(2, "participant  3")).toBe(true);
    expect(isPlaceholderName(2, "Participant 4")).toBe(false);
    expect(isPlaceholderName(0, "Sales Rep Dana")).toBe(false);
  });

  it("does not take a placeholder label for a name, so a customer labelled 'Sales Rep' is named as a customer", () => {
    const names = speakerNames(
      [
        { speaker: 0, name: "Sales Rep", text: "Hi." },
        { speaker: 1, name: "Dana\n# Reyes", text: "Hello." },
      ],
      new Set([1]),
    );
    expect([...names]).toEqual([
      [0, "Participant 1"],
      [1, "Dana # Reyes"],
    ]);
  });

  it("cleans a name: whitespace runs become one space, control and format characters go, 100 code points at most", () => {
    expect(cleanName(" Ana\r\n\tMaría\u0000\u200b ")).toBe("Ana María");
    expect(cleanName("a \u0007 b")).toBe("a b");
    expect(cleanName("😀".repeat(120))).toBe("😀".repeat(100));
    expect(cleanName("\u0001\n")).toBe("");
  });
});
