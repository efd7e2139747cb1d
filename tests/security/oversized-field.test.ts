import { Writable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "@shared/transcripts";
import { transcripts } from "@server/db/schema";
import { createTestApp, signUpUser, type TestApp } from "../server/app";
import { multipart } from "../server/multipart";

let t: TestApp;
/** The app's error log: this suite failed once with a bare 500 under a loaded CI run, and the log says why. */
let errorLog: string[];
beforeEach(async () => {
  errorLog = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      errorLog.push(chunk.toString());
      done();
    },
  });
  t = await createTestApp({ LOG_LEVEL: "error" }, logStream);
});
afterEach(async () => t.close());

describe("oversized text fields (issue 13 item 8)", () => {
  it("a multipart content field over the cap answers 413 and stores nothing, rather than a cut copy", async () => {
    const { cookie } = await signUpUser(t.app);
    const line = "Rep: we can ship the pilot next week.\n";
    const content = line.repeat(Math.ceil((MAX_UPLOAD_BYTES + 1024) / line.length));
    const { payload, headers } = multipart({ fields: { content } });
    const response = await t.app.inject({ method: "POST", url: "/api/transcripts", headers: { ...headers, cookie }, payload });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE", message: expect.stringContaining("10MB") });
    expect(await t.database.db.select().from(transcripts)).toHaveLength(0);
  });

  it("a multipart name over its cap is refused, not cut", async () => {
    const { cookie } = await signUpUser(t.app);
    const { payload, headers } = multipart({ fields: { name: "n".repeat(300) }, file: { name: "call.txt", content: "Rep: hi\nBuyer: hello" } });
    const response = await t.app.inject({ method: "POST", url: "/api/transcripts", headers: { ...headers, cookie }, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/200 characters/);
    expect(await t.database.db.select().from(transcripts)).toHaveLength(0);
  });

  it("a content field exactly at the cap is accepted", async () => {
    const { cookie } = await signUpUser(t.app);
    const head = "Rep: hello there.\nBuyer: hi.\n";
    const content = head + "a".repeat(MAX_UPLOAD_BYTES - head.length);
    const { payload, headers } = multipart({ fields: { content } });
    const response = await t.app.inject({ method: "POST", url: "/api/transcripts", headers: { ...headers, cookie }, payload });
    expect(response.statusCode, errorLog.join("")).toBe(201);
  });
});
