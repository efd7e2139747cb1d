import { describe, expect, it } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { testConfig } from "../config";
import { resolveAppSecret } from "./app-secret";
import { tokenCipher, TokenDecryptError } from "./token-cipher";

const SECRET = "a-test-secret-that-is-long-enough-for-aes";

describe("token encryption", () => {
  it("round-trips, and never stores the token in the clear or twice the same way", () => {
    const cipher = tokenCipher(SECRET);
    const a = cipher.encrypt("ya29.access-token");
    const b = cipher.encrypt("ya29.access-token");
    expect(a).not.toContain("ya29");
    expect(a).not.toBe(b);
    expect(cipher.decrypt(a)).toBe("ya29.access-token");
  });

  it("refuses a value sealed under another secret or altered by one character", () => {
    const sealed = tokenCipher(SECRET).encrypt("refresh");
    expect(() => tokenCipher(`${SECRET}-other`).decrypt(sealed)).toThrow(TokenDecryptError);
    const tampered = sealed.slice(0, -2) + (sealed.endsWith("A") ? "BB" : "AA");
    expect(() => tokenCipher(SECRET).decrypt(tampered)).toThrow(TokenDecryptError);
    expect(() => tokenCipher(SECRET).decrypt("plain-text")).toThrow(TokenDecryptError);
  });
});

describe("APP_SECRET", () => {
  it("is generated once into DATA_DIR/secret with mode 0600 and reused", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rapport-secret-"));
    try {
      const first = resolveAppSecret(testConfig({ DATA_DIR: dir })).APP_SECRET;
      const second = resolveAppSecret(testConfig({ DATA_DIR: dir })).APP_SECRET;
      expect(first).toHaveLength(64);
      expect(second).toBe(first);
      expect(fs.statSync(path.join(dir, "secret")).mode & 0o777).toBe(0o600);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("is taken as configured, and required on PostgreSQL", () => {
    expect(resolveAppSecret(testConfig({ APP_SECRET: SECRET })).APP_SECRET).toBe(SECRET);
    expect(() => resolveAppSecret(testConfig({ DATABASE_URL: "postgres://x@localhost/db" }))).toThrow(/APP_SECRET must be set/);
  });
});
