import { describe, expect, it } from "vitest";
import { parseTranscript } from "../../src/server/ingest/index";
import { demoCalls } from "./demo-calls";
import { REP_NAME } from "./prospects";

describe("demoCalls", () => {
  const calls = demoCalls();

  it("writes at least 40 differently named calls over the last 90 days, recent days included", () => {
    expect(calls.length).toBeGreaterThanOrEqual(40);
    expect(new Set(calls.map((c) => c.name)).size).toBe(calls.length);
    expect(new Set(calls.map((c) => c.text)).size).toBe(calls.length);
    for (const call of calls) {
      expect(call.daysAgo).toBeGreaterThanOrEqual(0);
      expect(call.daysAgo).toBeLessThan(90);
    }
    expect(Math.max(...calls.map((c) => c.daysAgo))).toBeGreaterThanOrEqual(80);
    expect(calls.filter((c) => c.daysAgo < 7).length).toBeGreaterThanOrEqual(5);
  });

  it("writes the same calls every run, so re-seeding can key them by name", () => {
    expect(demoCalls()).toEqual(calls);
  });

  it("writes timestamped two-party calls between the demo rep and a buyer, of varied length", () => {
    const minutes = calls.map((call) => {
      const parsed = parseTranscript(call.text, "txt");
      expect(parsed.speakers).toHaveLength(2);
      expect(parsed.speakers).toContain(REP_NAME);
      expect(parsed.utterances.every((u) => u.start !== undefined)).toBe(true);
      return parsed.durationSeconds / 60;
    });
    expect(Math.min(...minutes)).toBeLessThan(2);
    expect(Math.max(...minutes)).toBeGreaterThan(7);
  });
});
