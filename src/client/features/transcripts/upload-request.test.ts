import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@client/lib/api";
import { errorMessage } from "./error-message";
import { FakeXhr, lastXhr, stubXhr } from "@tests/client/fake-xhr";
import { FILE_TOO_LARGE_MESSAGE, uploadTranscriptFile } from "./upload-request";

beforeEach(() => {
  stubXhr();
});
afterEach(() => vi.unstubAllGlobals());

const file = (name = "call.txt", text = "Rep: hello") => new File([text], name, { type: "text/plain" });

describe("uploadTranscriptFile", () => {
  it("posts the file as multipart field `file` with credentials and reports progress", async () => {
    const seen: Array<[number, number]> = [];
    const picked = file();
    const done = uploadTranscriptFile(picked, "key-1", ({ loaded, total }) => seen.push([loaded, total]));
    const request = lastXhr();
    expect([request.method, request.url, request.withCredentials]).toEqual(["POST", "/api/transcripts", true]);
    expect(request.body).toBeInstanceOf(FormData);
    expect([...(request.body as FormData).keys()]).toEqual(["file"]);
    expect((request.body as FormData).get("file")).toBe(picked);
    expect(request.headers["idempotency-key"]).toBe("key-1");

    request.progress(512, 1024);
    request.progress(1024, 1024);
    request.respond(201, { transcript: { id: "t1" } });
    await expect(done).resolves.toEqual({ transcript: { id: "t1" } });
    expect(seen).toEqual([
      [512, 1024],
      [1024, 1024],
    ]);
  });

  it("rejects a non-OK answer with an ApiError carrying status, body and the server's message", async () => {
    const done = uploadTranscriptFile(file(), "key-1");
    lastXhr().respond(413, { code: "PAYLOAD_TOO_LARGE", message: "File is larger than the 10MB limit" }, "Payload Too Large");
    const error = await done.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(413);
    expect((error as ApiError).message).toBe('413: {"code":"PAYLOAD_TOO_LARGE","message":"File is larger than the 10MB limit"}');
    expect(errorMessage(error)).toBe("File is larger than the 10MB limit");
  });

  it("falls back to the SPEC §8 status text message when the body is not the error shape", async () => {
    const done = uploadTranscriptFile(file(), "key-1");
    lastXhr().respond(502, "", "Bad Gateway");
    const error = await done.catch((caught: unknown) => caught);
    expect(errorMessage(error)).toBe("502: Bad Gateway");
  });

  it("rejects on a network failure", async () => {
    const done = uploadTranscriptFile(file(), "key-1");
    lastXhr().failNetwork();
    await expect(done).rejects.toThrow("Network error: the upload did not reach the server");
  });

  it("refuses a file over 10 MB before sending a byte", async () => {
    const big = file();
    Object.defineProperty(big, "size", { value: 10 * 1024 * 1024 + 1 });
    await expect(uploadTranscriptFile(big, "key-1")).rejects.toThrow(FILE_TOO_LARGE_MESSAGE);
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("sends a file of exactly 10 MB", () => {
    const limit = file();
    Object.defineProperty(limit, "size", { value: 10 * 1024 * 1024 });
    void uploadTranscriptFile(limit, "key-1").catch(() => undefined);
    expect(FakeXhr.sent).toHaveLength(1);
  });
});
