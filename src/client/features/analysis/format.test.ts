import { describe, expect, it } from "vitest";
import {
  engineDetail,
  engineLine,
  formatAiScore,
  formatClock,
  formatConversion,
  formatPercent,
  formatSeconds,
  percentScoreTone,
  scoreTone,
} from "./format";

describe("analysis formatting", () => {
  it("shows ratios as percents (ratio × 100), rounded", () => {
    expect(formatPercent(0.427)).toBe("43%");
    expect(formatPercent(0.715)).toBe("72%");
    expect(formatPercent(0)).toBe("0%");
    expect(formatPercent(1)).toBe("100%");
  });

  it("rounds the conversion probability, and gives the AI score one decimal out of 10", () => {
    expect(formatConversion(62.4)).toBe("62%");
    expect(formatConversion(62.5)).toBe("63%");
    expect(formatAiScore(7)).toBe("7.0/10");
    expect(formatAiScore(7.84)).toBe("7.8/10");
  });

  it("colours the AI score green at 7 or more, yellow at 4 or more, else red (SPEC §5, analysis page)", () => {
    expect(scoreTone(10)).toBe("green");
    expect(scoreTone(7)).toBe("green");
    expect(scoreTone(6.9)).toBe("yellow");
    expect(scoreTone(4)).toBe("yellow");
    expect(scoreTone(3.9)).toBe("red");
    expect(scoreTone(0)).toBe("red");
    expect(percentScoreTone(70)).toBe("green");
    expect(percentScoreTone(69)).toBe("yellow");
    expect(percentScoreTone(39)).toBe("red");
  });

  it("writes call times as mm:ss with minutes past the hour, and lengths in minutes and seconds", () => {
    expect(formatClock(0)).toBe("00:00");
    expect(formatClock(83.9)).toBe("01:23");
    expect(formatClock(4_504)).toBe("75:04");
    expect(formatClock(Number.NaN)).toBe("00:00");
    expect(formatSeconds(45)).toBe("45s");
    expect(formatSeconds(150)).toBe("2m 30s");
    expect(formatSeconds(180)).toBe("3m");
  });

  it("names the engine", () => {
    expect(engineLine({ name: "local" })).toBe("Analysed by the local engine");
    expect(engineLine({ name: "gpt-4o-mini" })).toBe("Analysed by gpt-4o-mini");
  });

  it("names the model that wrote an LLM analysis, and says when the model failed and the local engine stood in", () => {
    expect(engineLine({ name: "openai", model: "gpt-4o-mini" })).toBe("Analysed by gpt-4o-mini");
    const fallback = { name: "local", version: "1.0.0", fallbackReason: "gpt-4o-mini failed: the model did not answer within 60 s" };
    expect(engineLine(fallback)).toBe("Analysed by the local engine because the model failed");
    expect(engineDetail(fallback)).toBe("local 1.0.0: gpt-4o-mini failed: the model did not answer within 60 s");
    expect(engineDetail({ name: "local", version: "1.0.0" })).toBe("local 1.0.0");
  });
});
