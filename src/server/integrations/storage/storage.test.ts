import { afterEach, describe, expect, it } from "vitest";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { localStorage } from "./local";
import { s3Storage } from "./s3";
import { EMPTY_SHA256, signV4 } from "./sigv4";
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

/** A bucket on 127.0.0.1 that checks each request's SigV4 signature against what it received. */
async function fakeS3(secret: string) {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const refused: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", `http://${req.headers.host}`);
      const signed = /SignedHeaders=([^,]+)/.exec(req.headers.authorization ?? "")?.[1]?.split(";") ?? [];
      const extra = Object.fromEntries(
        signed.filter((h) => !["host", "x-amz-date", "x-amz-content-sha256"].includes(h)).map((h) => [h, String(req.headers[h])]),
      );
      const expected = signV4({
        method: req.method ?? "GET",
        url,
        headers: extra,
        payloadHash: String(req.headers["x-amz-content-sha256"]),
        region: "eu-west-1",
        accessKeyId: "AKID",
        secretAccessKey: secret,
        now: new Date(String(req.headers["x-amz-date"]).replace(/(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z/, "$1-$2-$3T$4:$5:$6Z")),
      });
      if (expected.authorization !== req.headers.authorization) {
        refused.push(`${req.method} ${url.pathname}`);
        res.writeHead(403).end("SignatureDoesNotMatch");
        return;
      }
      const object = objects.get(url.pathname);
      if (req.method === "PUT") {
        if (req.headers["transfer-encoding"]) return res.writeHead(411).end("length required");
        objects.set(url.pathname, { body: Buffer.concat(chunks), type: String(req.headers["content-type"]) });
        return res.writeHead(200).end();
      }
      if (req.method === "DELETE") {
        objects.delete(url.pathname);
        return res.writeHead(204).end();
      }
      if (!object) return res.writeHead(404).end();
      const range = /bytes=(\d+)-(\d+)/.exec(req.headers.range ?? "");
      const body = range ? object.body.subarray(Number(range[1]), Number(range[2]) + 1) : object.body;
      res.writeHead(range ? 206 : 200, { "content-type": object.type, "content-length": String(body.length) });
      res.end(req.method === "HEAD" ? undefined : body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("S3 recording storage", () => {
  it("signs every request, uploads with a length, reads ranges and deletes", async () => {
    const s3 = await fakeS3("s3-secret");
    try {
      const settings = { bucket: "rapport-rec", region: "eu-west-1", endpoint: s3.url, accessKeyId: "AKID", tempDir: tempDir() };
      await exercise(s3Storage({ ...settings, secretAccessKey: "s3-secret" }));
      expect(s3.refused).toEqual([]);
      await expect(s3Storage({ ...settings, secretAccessKey: "wrong" }).stat("m1.mp3")).rejects.toThrow(/403/);
      expect(s3.refused).toEqual(["HEAD /rapport-rec/m1.mp3"]);
    } finally {
      await s3.close();
    }
  });
});
