import { describe, expect, it } from "vitest";
import { dateOrder, readStamp, secondsFromFirst, type ChatStamp } from "./chat-stamp";

const stamps = (...pairs: Array<[string | undefined, string]>): ChatStamp[] =>
  pairs.map(([date, time]) => readStamp(date, time) ?? { ofDay: Number.NaN, twelveHour: false });

describe("readStamp", () => {
  it("reads 24-hour and 12-hour clocks, with seconds and the ways locales write AM and PM", () => {
    expect(readStamp(undefined, "19:42")?.ofDay).toBe(70_920);
    expect(readStamp(undefined, "19:42:05")?.ofDay).toBe(70_925);
    expect(readStamp(undefined, "7:42 PM")).toEqual({ ofDay: 70_920, twelveHour: true });
    expect(readStamp(undefined, "7:42pm")?.ofDay).toBe(70_920);
    expect(readStamp(undefined, "7:42 p. m.")?.ofDay).toBe(70_920);
    expect(readStamp(undefined, "12:05 AM")?.ofDay).toBe(300);
    expect(readStamp(undefined, "12:30 PM")?.ofDay).toBe(45_000);
    expect(readStamp("18/11/2026", "19:42")?.date).toEqual([18, 11, 2026]);
  });

  it("refuses times no clock shows", () => {
    for (const time of ["24:00", "13:00 PM", "0:30 AM", "7:60", "7"]) expect(readStamp(undefined, time)).toBeUndefined();
    expect(readStamp("18/11", "19:42")).toBeUndefined();
  });
});

describe("dateOrder", () => {
  it("knows the order from a day over 12 in either place, or a four-digit year first", () => {
    expect(dateOrder(stamps(["18/11/2026", "19:42"]))).toBe("dmy");
    expect(dateOrder(stamps(["11/18/26", "7:42 PM"]))).toBe("mdy");
    expect(dateOrder(stamps(["2026-11-18", "19:42"]))).toBe("ymd");
  });

  it("takes the order under which the dates do not run backwards", () => {
    // Day first: 12 Jan, then 1 Feb. Month first it would be 1 Dec, then 2 Jan of the same year.
    expect(dateOrder(stamps(["12/01/2026", "9:00 AM"], ["01/02/2026", "9:00 AM"]))).toBe("dmy");
    // Month first: 12 Jan, then 1 Feb, though the 24-hour clock alone would say day first (1 Dec, 2 Jan).
    expect(dateOrder(stamps(["01/12/2026", "09:00"], ["02/01/2026", "09:00"]))).toBe("mdy");
  });

  it("when both orders fit, goes by the clock: 12-hour for the US, 24-hour for most others", () => {
    expect(dateOrder(stamps(["05/06/2026", "7:42 PM"], ["05/06/2026", "7:50 PM"]))).toBe("mdy");
    expect(dateOrder(stamps(["05/06/2026", "19:42"], ["05/06/2026", "19:50"]))).toBe("dmy");
  });
});

describe("secondsFromFirst", () => {
  it("counts across days from the dates", () => {
    const read = stamps(["18/11/2026", "23:50"], ["19/11/2026", "00:10"], ["20/11/2026", "23:50"]);
    expect(secondsFromFirst(read, "dmy")).toEqual([0, 1200, 2 * 86_400]);
  });

  it("without dates, takes a time earlier than the one before as the next day", () => {
    expect(secondsFromFirst(stamps([undefined, "11:58 PM"], [undefined, "12:03 AM"], [undefined, "12:03 AM"]), "dmy")).toEqual([0, 300, 300]);
  });
});
