import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { testConfig } from "@server/config";
import { startAutoScheduler } from "@server/features/calendar";
import { ALL_JOBS, autoScheduleJob } from "@server/jobs/definitions";
import { createBoss, startQueue, type Queue } from "@server/jobs/queue";
import { calendarHarness, type CalendarHarness } from "../server/helpers/calendar";

let h: CalendarHarness;
beforeEach(async () => {
  h = await calendarHarness();
});
afterEach(async () => h.close());

describe("the auto-schedule-meetings cron (issue 13 item 6)", () => {
  it("runs to completion when pg-boss fires it with the schedule's null data", async () => {
    // Earlier tests in this run checked the cron moments ago; let this queue's timekeeper look at once.
    await h.t.database.db.execute(sql`UPDATE pgboss.version SET cron_on = NULL`);
    const boss = createBoss(h.t.database, { cronMonitorIntervalSeconds: 1 });
    boss.on("error", () => undefined);
    const outcomes: string[] = [];
    const finished = new Promise<string>((resolve) => {
      const note = (message: string) => (fields: object) => {
        if ((fields as { job?: string }).job !== autoScheduleJob.name) return;
        outcomes.push(message);
        resolve(message);
      };
      const logs = { info: (fields: object) => note("job done")(fields), error: (fields: object) => note("job failed")(fields) };
      void startQueue(boss, ALL_JOBS, () => logs).then(async (queue: Queue) => {
        // Exactly how main.ts registers it: pg-boss stores no data for the schedule and sends null.
        await startAutoScheduler(h.t.database.db, testConfig(h.overrides), queue, (name, cron) => boss.schedule(name, cron), "* * * * *", () => undefined);
      });
    });
    try {
      expect(await finished).toBe("job done");
      expect(outcomes).not.toContain("job failed");
    } finally {
      await boss.unschedule(autoScheduleJob.name);
      await boss.stop({ graceful: false, wait: true });
    }
  }, 30_000);
});
