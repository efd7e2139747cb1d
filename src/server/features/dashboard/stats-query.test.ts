import { beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../db/open";
import { testDatabase } from "@tests/server/db";
import { dashboardStats } from "./stats-query";
import { insertCall, insertUser } from "@tests/server/helpers/dashboard";

let db: Db;
let userId: string;
beforeEach(async () => {
  ({ db } = await testDatabase());
  userId = await insertUser(db);
});

describe("dashboardStats", () => {
  it("answers zeros for an account without calls", async () => {
    expect(await dashboardStats(db, userId)).toEqual({ totalCalls: 0, conversionRate: 0, avgDuration: 0, aiScore: 0 });
  });

  it("reports a single call's own figures", async () => {
    await insertCall(db, userId, { duration: 754, conversion: 62.5, aiScore: 7.25 });
    // 7.25 rounds half away from zero to one decimal.
    expect(await dashboardStats(db, userId)).toEqual({ totalCalls: 1, conversionRate: 62.5, avgDuration: 754, aiScore: 7.3 });
  });

  it("counts every call that is not deleted and averages scores over the analysed ones", async () => {
    await insertCall(db, userId, { duration: 600, conversion: 40, aiScore: 6 });
    await insertCall(db, userId, { duration: 900, conversion: 55, aiScore: 7.5 });
    await insertCall(db, userId, { duration: 1201, conversion: 71, aiScore: 8.2 });
    await insertCall(db, userId, { duration: 300, analysed: false });
    await insertCall(db, userId, { duration: 5000, conversion: 0, aiScore: 0, deleted: true });
    // Calls: 600, 900, 1201, 300 → 3001 / 4 = 750.25 s. Scores over the three analysed calls:
    // (40 + 55 + 71) / 3 = 55.33…%, (6 + 7.5 + 8.2) / 3 = 7.23…
    expect(await dashboardStats(db, userId)).toEqual({ totalCalls: 4, conversionRate: 55.3, avgDuration: 750, aiScore: 7.2 });
  });

  it("never counts another user's calls", async () => {
    const other = await insertUser(db);
    await insertCall(db, other, { duration: 3000, conversion: 99, aiScore: 10 });
    await insertCall(db, userId, { duration: 60, conversion: 10, aiScore: 2 });
    expect(await dashboardStats(db, userId)).toEqual({ totalCalls: 1, conversionRate: 10, avgDuration: 60, aiScore: 2 });
  });
});
