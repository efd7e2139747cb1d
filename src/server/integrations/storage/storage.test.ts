import { afterEach, describe, expect, it } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { localStorage } from "./local";
import { s3Storage } from "./s3";
import { startFakeS3 } from "@tests/fakes/s3";
import { EMPTY_SHA256, signV4 } from "@tests/fakes/sigv4";
import type { RecordingStorage } from "./storage";

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rapport-storage-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const AUDIO = Buffer.from("0123456789abcdefghijklmnopqrstuvwxyz");

async function exercise(storage: RecordingStorage) {
  expect(await storage.stat("m1.mp3")).toBeNull();
  expect(await storage.put("m1.mp3", Readable.from([AUDIO.subarray(0, 10), AUDIO.subarray(10)]), "audio/mpeg")).toMatchObject({
    size: AUDIO.length,
  });
  expect(await storage.stat("m1.mp3")).toEqual({ size: AUDIO.length, contentType: "audio/mpeg" });
  expect(await text(await storage.read("m1.mp3"))).toBe(AUDIO.toString());
  expect(await text(await storage.read("m1.mp3", { start: 10, end: 15 }))).toBe("abcdef");
  await storage.delete("m1.mp3");
  expect(await storage.stat("m1.mp3")).toBeNull();
  await expect(storage.put("../escape.mp3", Readable.from([AUDIO]), "audio/mpeg")).rejects.toThrow(/unsafe/);
}

describe("SigV4", () => {
  it("matches AWS's published example (GET Object with a range)", () => {
    const headers = signV4({
      method: "GET",
      url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
      headers: { range: "bytes=0-9" },
      payloadHash: EMPTY_SHA256,
      region: "us-east-1",
      accessKeyId: "AKIAIOSFODNN7EXAMPLE",
      secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
      now: new Date("2013-05-24T00:00:00Z"),
    });
    expect(headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, " +
        "SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, " +
        "Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
  });
});

describe("local recording storage", () => {
  it("stores, sizes, reads ranges and deletes under DATA_DIR/recordings", async () => {
    const dir = tempDir();
    await exercise(localStorage(dir));
    expect(fs.readdirSync(path.join(dir, "recordings"))).toEqual([]);
  });
});

const BUCKET = { bucket: "rapport-rec", region: "eu-west-1", accessKeyId: "AKID" };

describe("S3 recording storage (AWS SDK against a fake bucket on 127.0.0.1)", () => {
  it("signs every request, uploads, reads ranges and deletes", async () => {
    const s3 = await startFakeS3({ ...BUCKET, secretAccessKey: "s3-secret" });
    try {
      await exercise(s3Storage({ ...BUCKET, endpoint: s3.url, secretAccessKey: "s3-secret" }));
      expect(s3.refused).toEqual([]);
      // Path-style addressing, as S3-compatible servers expect; a small recording goes up in one PUT.
      expect(s3.requests).toContain("PUT /rapport-rec/m1.mp3");
      await expect(s3Storage({ ...BUCKET, endpoint: s3.url, secretAccessKey: "wrong" }).stat("m1.mp3")).rejects.toThrow(/403/);
      expect(s3.refused).toEqual(["HEAD /rapport-rec/m1.mp3"]);
    } finally {
      await s3.close();
    }
  });

  it("uploads a large recording in parts (multipart upload) and reads it back whole", async () => {
    const s3 = await startFakeS3({ ...BUCKET, secretAccessKey: "s3-secret" });
    try {
      const partSize = 5 * 1024 ** 2;
      const large = Buffer.alloc(2 * partSize + 1234);
      for (let i = 0; i < large.length; i += 4096) large.writeUInt32BE(i, i);
      // Arriving in uneven chunks, as a download from the bot provider does.
      const chunks = Array.from({ length: Math.ceil(large.length / 700_001) }, (_, i) => large.subarray(i * 700_001, (i + 1) * 700_001));
      const storage = s3Storage({ ...BUCKET, endpoint: s3.url, secretAccessKey: "s3-secret", partSize });

      expect(await storage.put("big.mp4", Readable.from(chunks), "video/mp4")).toEqual({ size: large.length, contentType: "video/mp4" });
      expect(s3.refused).toEqual([]);
      expect(s3.requests).toEqual([
        "POST /rapport-rec/big.mp4?uploads=",
        ...[1, 2, 3].map((n) => expect.stringMatching(new RegExp(`^PUT /rapport-rec/big.mp4\\?(?=.*partNumber=${n})(?=.*uploadId=upload-1)`))),
        "POST /rapport-rec/big.mp4?uploadId=upload-1",
      ]);
      expect(s3.pending.size).toBe(0);
      expect(s3.objects.get("/rapport-rec/big.mp4")?.body.equals(large)).toBe(true);
      expect(await storage.stat("big.mp4")).toEqual({ size: large.length, contentType: "video/mp4" });
      const tail = Buffer.concat(await (await storage.read("big.mp4", { start: large.length - 10, end: large.length - 1 })).toArray());
      expect(tail.equals(large.subarray(-10))).toBe(true);
    } finally {
      await s3.close();
    }
  });
});
