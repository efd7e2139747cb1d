import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MOCKING_FILES } from "./mocking-files";

const root = path.resolve(import.meta.dirname, "../..");
// The folders SERVER_FILES draws from (tests/client belongs to the jsdom project, which stays isolated).
const SERVER_ROOTS = ["src/server", "src/shared", "bench", "tests/server", "tests/engine", "tests/fleet", "tests/corpus", "tests/security", "scripts"];
const MOCKING = /\bvi\.(mock|doMock|spyOn|stubGlobal|stubEnv|useFakeTimers)\(/;

describe("server test isolation", () => {
  it("keeps every file that mocks modules or globals in the isolated project", () => {
    const files = SERVER_ROOTS.filter((dir) => fs.existsSync(path.join(root, dir))).flatMap((dir) =>
      fs
        .readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
        .filter((file) => file.endsWith(".test.ts") && !file.includes("node_modules"))
        .map((file) => `${dir}/${file.split(path.sep).join("/")}`),
    );
    expect(files.length).toBeGreaterThan(50);
    const mocking = files.filter((file) => MOCKING.test(fs.readFileSync(path.join(root, file), "utf8")));
    expect(mocking.filter((file) => !MOCKING_FILES.includes(file))).toEqual([]);
  });
});
