import { describe, expect, it } from "vitest";
import type { ConversationMetrics } from "@shared/analysis";
import { BENCHMARKS } from "@shared/benchmarks";
import { metricRows } from "./benchmarks";

const metrics = (overrides: Partial<ConversationMetrics> = {}): ConversationMetrics => ({
  talkSecondsBySpeaker: { "1": 258, "2": 342 },
  totalTalkSeconds: 600,
  durationSeconds: 600,
  wordsBySpeaker: { "1": 645, "2": 855 },
  timed: true,
  talkTimeRatio: 0.43,
  questionsByRep: 12,
  questionsByCustomer: 3,
  longestRepMonologueSeconds: 60,
  longestCustomerStorySeconds: 120,
  interactivity: 4,
  patienceSeconds: 1.2,
  fillerWordsPerMinute: 2,
  ...overrides,
});

const status = (label: string, m: ConversationMetrics, talk = 0.43) => metricRows(m, talk).find((row) => row.label === label)?.status;

describe("the screen's benchmarks are the engine's (src/shared/benchmarks.ts)", () => {
  it("judges talk time by the same 43% ± 10 points band the engine scores full marks in", () => {
    expect(status("Rep talk time", metrics(), 0.33)).toBe("good");
    expect(status("Rep talk time", metrics(), 0.53)).toBe("good");
    expect(status("Rep talk time", metrics(), 0.32)).toBe("watch");
    expect(status("Rep talk time", metrics(), 0.54)).toBe("watch");
  });

  it("holds questions, monologues and customer stories to the shared marks", () => {
    expect(status("Questions asked by the rep", metrics({ questionsByRep: BENCHMARKS.questionsLow }))).toBe("good");
    expect(status("Questions asked by the rep", metrics({ questionsByRep: BENCHMARKS.questionsHigh + 1 }))).toBe("watch");
    expect(status("Longest rep monologue", metrics({ longestRepMonologueSeconds: BENCHMARKS.monologueSeconds }))).toBe("watch");
    expect(status("Longest customer story", metrics({ longestCustomerStorySeconds: BENCHMARKS.customerStorySeconds }))).toBe("good");
    expect(status("Longest customer story", metrics({ longestCustomerStorySeconds: BENCHMARKS.customerStorySeconds - 1 }))).toBe("watch");
  });
});
