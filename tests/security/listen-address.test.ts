import { describe, expect, it } from "vitest";
import { loadConfig } from "@server/config";

describe("the listening interface (issue 13: HOST)", () => {
  it("is loopback unless HOST opens it up", () => {
    expect(loadConfig({}).HOST).toBe("127.0.0.1");
    expect(loadConfig({ HOST: "0.0.0.0" }).HOST).toBe("0.0.0.0");
  });
});
