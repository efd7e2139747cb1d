import { describe, expect, it } from "vitest";
import { formatDateTime, formatDuration, formatFileSize, formatRelativeTime } from "./format";

describe("formatDuration", () => {
  it("writes minutes and zero-padded seconds", () => {
    expect(formatDuration(0)).toBe("0:00");
    expect(formatDuration(5)).toBe("0:05");
    expect(formatDuration(83)).toBe("1:23");
    expect(formatDuration(600)).toBe("10:00");
  });

  it("keeps counting minutes past the hour and rounds fractions", () => {
    expect(formatDuration(75 * 60 + 3)).toBe("75:03");
    expect(formatDuration(59.6)).toBe("1:00");
  });

  it("treats negative or non-finite input as zero", () => {
    expect(formatDuration(-4)).toBe("0:00");
    expect(formatDuration(Number.NaN)).toBe("0:00");
  });
});

describe("formatFileSize", () => {
  it("uses KB below one megabyte", () => {
    expect(formatFileSize(0)).toBe("0.0 KB");
    expect(formatFileSize(512)).toBe("0.5 KB");
    expect(formatFileSize(12_800)).toBe("12.5 KB");
    expect(formatFileSize(1024 * 1024 - 1)).toBe("1024.0 KB");
  });

  it("uses MB from one megabyte", () => {
    expect(formatFileSize(1024 * 1024)).toBe("1.0 MB");
    expect(formatFileSize(10 * 1024 * 1024)).toBe("10.0 MB");
    expect(formatFileSize(2.5 * 1024 * 1024)).toBe("2.5 MB");
  });
});

describe("formatRelativeTime", () => {
  const now = Date.parse("2026-11-21T12:00:00Z");
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it("says just now under a minute and for small clock skew into the future", () => {
    expect(formatRelativeTime(ago(0), now)).toBe("just now");
    expect(formatRelativeTime(ago(59), now)).toBe("just now");
    expect(formatRelativeTime(ago(-30), now)).toBe("just now");
  });

  it("picks the largest whole unit", () => {
    expect(formatRelativeTime(ago(60), now)).toBe("1 minute ago");
    expect(formatRelativeTime(ago(5 * 60 + 59), now)).toBe("5 minutes ago");
    expect(formatRelativeTime(ago(3 * 3600 + 120), now)).toBe("3 hours ago");
    expect(formatRelativeTime(ago(26 * 3600), now)).toBe("1 day ago");
    expect(formatRelativeTime(ago(15 * 24 * 3600), now)).toBe("2 weeks ago");
    expect(formatRelativeTime(ago(400 * 24 * 3600), now)).toBe("1 year ago");
  });

  it("answers an empty text for an unreadable time", () => {
    expect(formatRelativeTime("not a date", now)).toBe("");
    expect(formatDateTime("not a date")).toBe("");
  });
});
