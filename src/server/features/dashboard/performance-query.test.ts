import { beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../db/open";
import { testDatabase } from "@tests/server/db";
import { performanceByDay } from "./performance-query";
import { daysAgo, insertCall, insertUser, NOT_ASSESSED, NOW } from "@tests/server/helpers/dashboard";

let db: Db;
let userId: string;
beforeEach(async () => {
  ({ db } = await testDatabase());
  userId = await insertUser(db);
});

const week = () => performanceByDay(db, userId, 7, NOW);

describe("performanceByDay", () => {
  it("answers no points for an account without calls", async () => {
    expect(await week()).toEqual([]);
  });

  it("gives a single call its own point", async () => {
    await insertCall(db, userId, { uploadedAt: daysAgo(2), conversion: 64, aiScore: 7.5 });
    expect(await week()).toEqual([{ date: "2026-11-19", calls: 1, conversionRate: 64, aiScore: 7.5 }]);
  });

  it("averages each UTC day with analysed calls, oldest first, skipping empty days", async () => {
    await insertCall(db, userId, { uploadedAt: daysAgo(0, 9), conversion: 60, aiScore: 7 });
    await insertCall(db, userId, { uploadedAt: daysAgo(0, 14), conversion: 85, aiScore: 8.5 });
    await insertCall(db, userId, { uploadedAt: daysAgo(0, 10), analysed: false });
    await insertCall(db, userId, { uploadedAt: daysAgo(0, 11), conversion: 0, aiScore: 0, deleted: true });
    await insertCall(db, userId, { uploadedAt: daysAgo(3), conversion: 30, aiScore: 5 });
    expect(await week()).toEqual([
      { date: "2026-11-18", calls: 1, conversionRate: 30, aiScore: 5 },
      { date: "2026-11-21", calls: 2, conversionRate: 72.5, aiScore: 7.8 },
    ]);
  });

  it("leaves calls the engine did not assess off the score line: no point for their day, no weight in another", async () => {
    await insertCall(db, userId, { uploadedAt: daysAgo(0, 9), conversion: 60, aiScore: 7 });
    await insertCall(db, userId, { ...NOT_ASSESSED, uploadedAt: daysAgo(0, 10) });
    await insertCall(db, userId, { ...NOT_ASSESSED, uploadedAt: daysAgo(1) });
    expect(await week()).toEqual([{ date: "2026-11-21", calls: 1, conversionRate: 60, aiScore: 7 }]);
  });

  it("covers the last N days with today included, from midnight UTC of the first day", async () => {
    await insertCall(db, userId, { uploadedAt: new Date("2026-11-15T00:00:00Z"), aiScore: 6 });
    await insertCall(db, userId, { uploadedAt: new Date("2026-11-14T23:59:59Z"), aiScore: 9 });
    await insertCall(db, userId, { uploadedAt: daysAgo(29), aiScore: 4 });
    await insertCall(db, userId, { uploadedAt: daysAgo(30), aiScore: 3 });
    await insertCall(db, userId, { uploadedAt: daysAgo(89), aiScore: 2 });
    await insertCall(db, userId, { uploadedAt: daysAgo(90), aiScore: 1 });
    const dates = async (days: number) => (await performanceByDay(db, userId, days, NOW)).map((p) => p.date);
    expect(await dates(7)).toEqual(["2026-11-15"]);
    expect(await dates(30)).toEqual(["2026-10-23", "2026-11-14", "2026-11-15"]);
    expect(await dates(90)).toEqual(["2026-08-24", "2026-10-22", "2026-10-23", "2026-11-14", "2026-11-15"]);
  });

  it("never shows another user's calls", async () => {
    const other = await insertUser(db);
    await insertCall(db, other, { uploadedAt: daysAgo(1), aiScore: 10 });
    expect(await week()).toEqual([]);
  });
});
