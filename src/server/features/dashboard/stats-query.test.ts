import { beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../db/open";
import { testDatabase } from "@tests/server/db";
import { dashboardStats } from "./stats-query";
import { NOT_ASSESSED, NOW, insertCall, insertUser } from "@tests/server/helpers/dashboard";

/** Nothing to compare: no data last month. */
const NO_CHANGE = { totalCalls: null, conversionRate: null, avgDuration: null, aiScore: null };

let db: Db;
let userId: string;
beforeEach(async () => {
  ({ db } = await testDatabase());
  userId = await insertUser(db);
});

describe("dashboardStats", () => {
  it("answers zeros for an account without calls", async () => {
    expect(await dashboardStats(db, userId)).toEqual({ totalCalls: 0, conversionRate: 0, avgDuration: 0, aiScore: 0, vsLastMonth: NO_CHANGE });
  });

  it("reports a single call's own figures", async () => {
    await insertCall(db, userId, { duration: 754, conversion: 62.5, aiScore: 7.25 });
    // 7.25 rounds half away from zero to one decimal.
    expect(await dashboardStats(db, userId)).toEqual({ totalCalls: 1, conversionRate: 62.5, avgDuration: 754, aiScore: 7.3, vsLastMonth: NO_CHANGE });
  });

  it("counts every call that is not deleted and averages scores over the analysed ones", async () => {
    await insertCall(db, userId, { duration: 600, conversion: 40, aiScore: 6 });
    await insertCall(db, userId, { duration: 900, conversion: 55, aiScore: 7.5 });
    await insertCall(db, userId, { duration: 1201, conversion: 71, aiScore: 8.2 });
    await insertCall(db, userId, { duration: 300, analysed: false });
    await insertCall(db, userId, { duration: 5000, conversion: 0, aiScore: 0, deleted: true });
    // Calls: 600, 900, 1201, 300 → 3001 / 4 = 750.25 s. Scores over the three analysed calls:
    // (40 + 55 + 71) / 3 = 55.33…%, (6 + 7.5 + 8.2) / 3 = 7.23…
    expect(await dashboardStats(db, userId)).toEqual({ totalCalls: 4, conversionRate: 55.3, avgDuration: 750, aiScore: 7.2, vsLastMonth: NO_CHANGE });
  });

  it("counts a call the engine did not assess as a call, never in a score or its change", async () => {
    const on = (iso: string) => new Date(iso);
    await insertCall(db, userId, { uploadedAt: on("2026-10-05T09:00:00Z"), duration: 600, conversion: 50, aiScore: 6 });
    await insertCall(db, userId, { uploadedAt: on("2026-11-05T09:00:00Z"), duration: 600, conversion: 70, aiScore: 8 });
    const scored = await dashboardStats(db, userId, NOW);
    expect(scored).toEqual({
      totalCalls: 2,
      conversionRate: 60,
      avgDuration: 600,
      aiScore: 7,
      vsLastMonth: { totalCalls: 0, avgDuration: 0, conversionRate: 20, aiScore: 2 },
    });
    // An internal stand-up in each month, stored with zero scores: they are calls (and minutes), not scores.
    await insertCall(db, userId, { ...NOT_ASSESSED, uploadedAt: on("2026-10-06T09:00:00Z") });
    await insertCall(db, userId, { ...NOT_ASSESSED, uploadedAt: on("2026-11-06T09:00:00Z") });
    await insertCall(db, userId, { ...NOT_ASSESSED, uploadedAt: on("2026-11-07T09:00:00Z") });
    const after = await dashboardStats(db, userId, NOW);
    // Calls 5 (3 this month against 2): +50%; duration (2 × 600 + 3 × 1800) / 5 = 1320 s, this month's
    // 1400 s against October's 1200 s: +16.7%.
    expect(after).toEqual({
      totalCalls: 5,
      conversionRate: scored.conversionRate,
      avgDuration: 1320,
      aiScore: scored.aiScore,
      vsLastMonth: { totalCalls: 50, avgDuration: 16.7, conversionRate: 20, aiScore: 2 },
    });
  });

  it("answers zero scores, not a failure, when no call was assessed", async () => {
    await insertCall(db, userId, NOT_ASSESSED);
    expect(await dashboardStats(db, userId)).toMatchObject({ totalCalls: 1, conversionRate: 0, aiScore: 0 });
  });

  it("never counts another user's calls", async () => {
    const other = await insertUser(db);
    await insertCall(db, other, { duration: 3000, conversion: 99, aiScore: 10 });
    await insertCall(db, userId, { duration: 60, conversion: 10, aiScore: 2 });
    expect(await dashboardStats(db, userId)).toEqual({ totalCalls: 1, conversionRate: 10, avgDuration: 60, aiScore: 2, vsLastMonth: NO_CHANGE });
  });

  describe("vs last month", () => {
    // NOW is 21 November 2026, 15:00 UTC: this month runs from 1 November, last month's same span
    // from 1 October to 21 October 15:00.
    const on = (iso: string) => new Date(iso);

    it("compares this month so far with the same days of last month", async () => {
      await insertCall(db, userId, { uploadedAt: on("2026-10-02T09:00:00Z"), duration: 600, conversion: 40, aiScore: 6 });
      await insertCall(db, userId, { uploadedAt: on("2026-10-20T09:00:00Z"), duration: 600, conversion: 60, aiScore: 7 });
      // After the same moment of October: not part of the comparison.
      await insertCall(db, userId, { uploadedAt: on("2026-10-25T09:00:00Z"), duration: 6000, conversion: 0, aiScore: 0 });
      await insertCall(db, userId, { uploadedAt: on("2026-11-03T09:00:00Z"), duration: 540, conversion: 55, aiScore: 8 });
      await insertCall(db, userId, { uploadedAt: on("2026-11-10T09:00:00Z"), duration: 540, conversion: 57.5, aiScore: 8.2 });
      await insertCall(db, userId, { uploadedAt: on("2026-11-21T14:00:00Z"), duration: 540, analysed: false });
      const { vsLastMonth } = await dashboardStats(db, userId, NOW);
      // Calls 3 against 2: +50%. Duration 540 against 600: -10%. Conversion 56.25 against 50: +6.3 points
      // (6.25 rounds away from zero). AI score 8.1 against 6.5: +1.6.
      expect(vsLastMonth).toEqual({ totalCalls: 50, avgDuration: -10, conversionRate: 6.3, aiScore: 1.6 });
    });

    it("says there is nothing to compare when last month had no calls", async () => {
      await insertCall(db, userId, { uploadedAt: on("2026-11-03T09:00:00Z"), conversion: 55, aiScore: 8 });
      await insertCall(db, userId, { uploadedAt: on("2026-09-30T09:00:00Z"), conversion: 10, aiScore: 1 });
      expect((await dashboardStats(db, userId, NOW)).vsLastMonth).toEqual(NO_CHANGE);
    });

    it("reports a fall to nothing as -100% and leaves the means without a comparison", async () => {
      await insertCall(db, userId, { uploadedAt: on("2026-10-05T09:00:00Z"), conversion: 55, aiScore: 8 });
      expect((await dashboardStats(db, userId, NOW)).vsLastMonth).toEqual({ ...NO_CHANGE, totalCalls: -100 });
    });

    it("leaves out deleted calls and other users' calls", async () => {
      const other = await insertUser(db);
      await insertCall(db, other, { uploadedAt: on("2026-10-05T09:00:00Z") });
      await insertCall(db, userId, { uploadedAt: on("2026-10-05T09:00:00Z"), deleted: true });
      await insertCall(db, userId, { uploadedAt: on("2026-11-05T09:00:00Z") });
      expect((await dashboardStats(db, userId, NOW)).vsLastMonth).toEqual(NO_CHANGE);
    });
  });
});
