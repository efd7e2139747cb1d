import { describe, expect, it } from "vitest";
import { duration } from "./benchmarks";

describe("duration", () => {
  it("writes minutes and seconds, and hours once there are any", () => {
    expect(duration(95)).toBe("1:35");
    expect(duration(3599)).toBe("59:59");
    expect(duration(4000)).toBe("1:06:40");
    expect(duration(3 * 86400)).toBe("72:00:00");
  });
});
