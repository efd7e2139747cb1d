import { describe, expect, it } from "vitest";
import { createCommentSchema, formatMoment, parseMoment } from "./teams";

describe("moments of a call", () => {
  it("formats seconds as m:ss or h:mm:ss and reads them back", () => {
    for (const [seconds, text] of [[0, "0:00"], [65, "1:05"], [600, "10:00"], [3725, "1:02:05"]] as const) {
      expect(formatMoment(seconds)).toBe(text);
      expect(parseMoment(text)).toBe(seconds);
    }
  });

  it("refuses what is not a moment", () => {
    for (const text of ["", "1:5", "1:60", "abc", "-1:00", "1.5"]) expect(parseMoment(text), text).toBeNull();
  });

  it("a comment's moment is whole, non-negative seconds within a day", () => {
    expect(createCommentSchema.safeParse({ body: "x", atSeconds: 86_401 }).success).toBe(false);
    expect(createCommentSchema.parse({ body: " hi " })).toEqual({ body: "hi" });
  });
});
