import { describe, expect, it } from "vitest";
import fs from "node:fs";
import { configSchema, loadConfig } from "./config";

const documented = (text: string, pattern: RegExp) => new Set([...text.matchAll(pattern)].map((m) => m[1]));

describe("configuration", () => {
  it("defaults PORT to 3000 and DATA_DIR to ./data", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe(`${process.cwd()}/data`);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("treats an empty value as unset, so .env.example works as a .env", () => {
    const config = loadConfig({ PUBLIC_URL: "", DATABASE_URL: "", PORT: "" });
    expect(config.PUBLIC_URL).toBeUndefined();
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PORT).toBe(3000);
  });

  it("names the offending variable when a value is wrong", () => {
    expect(() => loadConfig({ PORT: "not-a-port" })).toThrow(/PORT/);
    expect(() => loadConfig({ ROLE: "boss" })).toThrow(/ROLE/);
  });

  it("lists every variable in .env.example and in the README's table, and nothing else", () => {
    const keys = new Set(Object.keys(configSchema.shape));
    const example = documented(fs.readFileSync(".env.example", "utf8"), /^([A-Z][A-Z0-9_]+)=/gm);
    const readme = documented(fs.readFileSync("README.md", "utf8"), /^\| `([A-Z][A-Z0-9_]+)` \|/gm);
    expect([...example].sort()).toEqual([...keys].sort());
    expect([...readme].sort()).toEqual([...keys].sort());
  });
});
