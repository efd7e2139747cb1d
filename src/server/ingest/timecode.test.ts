import { describe, expect, it } from "vitest";
import { formatTimestamp, parseClock, splitLeadingTime } from "./timecode";

describe("parseClock", () => {
  it("reads h:mm:ss, mm:ss and milliseconds with a dot or a comma", () => {
    expect(parseClock("01:02:03")).toBe(3723);
    expect(parseClock("1:02:03.5")).toBe(3723.5);
    expect(parseClock("00:00:02,045")).toBe(2.045);
    expect(parseClock("04:05")).toBe(245);
    expect(parseClock("75:00")).toBe(4500);
  });

  it("refuses what is not a clock", () => {
    for (const text of ["", "12", "1:2", "00:60", "1:60:00", "ab:cd", "00:00:01.0001"]) expect(parseClock(text)).toBeUndefined();
  });
});

describe("splitLeadingTime", () => {
  it("splits bracketed, bare and dashed times from the rest of the line", () => {
    expect(splitLeadingTime("[00:01:23] Ann: hi")).toEqual({ time: 83, rest: "Ann: hi" });
    expect(splitLeadingTime("[00:01:23]Ann: hi")).toEqual({ time: 83, rest: "Ann: hi" });
    expect(splitLeadingTime("(1:23) Ann")).toEqual({ time: 83, rest: "Ann" });
    expect(splitLeadingTime("00:01:23 - Ann: hi")).toEqual({ time: 83, rest: "Ann: hi" });
    expect(splitLeadingTime("00:01:23")).toEqual({ time: 83, rest: "" });
  });

  it("leaves lines that only start with digits alone", () => {
    expect(splitLeadingTime("10:30am we met")).toBeUndefined();
    expect(splitLeadingTime("12:30: lunch")).toBeUndefined();
    expect(splitLeadingTime("2024 was a good year")).toBeUndefined();
  });
});

describe("formatTimestamp", () => {
  it("prints mm:ss, and h:mm:ss from an hour on", () => {
    expect(formatTimestamp(0)).toBe("00:00");
    expect(formatTimestamp(83.9)).toBe("01:23");
    expect(formatTimestamp(3599)).toBe("59:59");
    expect(formatTimestamp(3723)).toBe("1:02:03");
    expect(formatTimestamp(-5)).toBe("00:00");
    expect(formatTimestamp(Number.NaN)).toBe("00:00");
  });
});
