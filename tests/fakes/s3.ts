import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { signV4 } from "./sigv4";

interface StoredObject {
  body: Buffer;
  type: string;
}

/** A multipart upload in progress: its parts by number, as UploadPart sent them. */
interface PendingUpload {
  key: string;
  type: string;
  parts: Map<number, Buffer>;
}

export interface FakeS3 {
  url: string;
  /** Objects by path (/bucket/key). */
  objects: Map<string, StoredObject>;
  /** "METHOD /path?query" of each request, in order (the SDK's x-id marker left out). */
  requests: string[];
  /** Requests whose signature or payload hash did not match. */
  refused: string[];
  /** Multipart uploads started and not yet completed or aborted. */
  pending: Map<string, PendingUpload>;
  close(): Promise<void>;
}

const isoOf = (amzDate: string) => amzDate.replace(/(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z/, "$1-$2-$3T$4:$5:$6Z");
const xml = (res: http.ServerResponse, body: string) => res.writeHead(200, { "content-type": "application/xml" }).end(`<?xml version="1.0" encoding="UTF-8"?>${body}`);

/**
 * A path-style bucket on 127.0.0.1 for the AWS SDK: checks each request's SigV4 signature with our own
 * signer (an implementation independent of the SDK's) and any signed payload hash against the bytes
 * received, and speaks PutObject, HeadObject, GetObject (ranges), DeleteObject and multipart uploads.
 */
export async function startFakeS3({ accessKeyId, secretAccessKey, region }: { accessKeyId: string; secretAccessKey: string; region: string }): Promise<FakeS3> {
  const objects = new Map<string, StoredObject>();
  const pending = new Map<string, PendingUpload>();
  const requests: string[] = [];
  const refused: string[] = [];
  let uploads = 0;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? "/", `http://${req.headers.host}`);
      const query = new URLSearchParams(url.searchParams);
      query.delete("x-id");
      requests.push(`${req.method} ${url.pathname}${query.size ? `?${query}` : ""}`);
      const signed = /SignedHeaders=([^,]+)/.exec(req.headers.authorization ?? "")?.[1]?.split(";") ?? [];
      const extra = Object.fromEntries(
        signed.filter((h) => !["host", "x-amz-date", "x-amz-content-sha256"].includes(h)).map((h) => [h, String(req.headers[h])]),
      );
      const payloadHash = String(req.headers["x-amz-content-sha256"]);
      const expected = signV4({
        method: req.method ?? "GET",
        url,
        headers: extra,
        payloadHash,
        region,
        accessKeyId,
        secretAccessKey,
        now: new Date(isoOf(String(req.headers["x-amz-date"]))),
      });
      const hashMatches = !/^[0-9a-f]{64}$/.test(payloadHash) || createHash("sha256").update(body).digest("hex") === payloadHash;
      if (expected.authorization !== req.headers.authorization || !hashMatches) {
        refused.push(`${req.method} ${url.pathname}`);
        return res.writeHead(403, { "content-type": "application/xml" }).end("<Error><Code>SignatureDoesNotMatch</Code></Error>");
      }
      const path = url.pathname;
      const uploadId = url.searchParams.get("uploadId");
      const partNumber = Number(url.searchParams.get("partNumber"));

      if (req.method === "POST" && url.searchParams.has("uploads")) {
        const id = `upload-${++uploads}`;
        pending.set(id, { key: path, type: String(req.headers["content-type"]), parts: new Map() });
        return xml(res, `<InitiateMultipartUploadResult><Bucket>b</Bucket><Key>k</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`);
      }
      if (uploadId) {
        const upload = pending.get(uploadId);
        if (!upload) return res.writeHead(404).end("<Error><Code>NoSuchUpload</Code></Error>");
        if (req.method === "PUT" && partNumber > 0) {
          upload.parts.set(partNumber, body);
          return res.writeHead(200, { etag: `"${createHash("md5").update(body).digest("hex")}"` }).end();
        }
        if (req.method === "POST") {
          const listed = [...body.toString("utf8").matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map((m) => Number(m[1]));
          if (listed.length === 0 || listed.some((n) => !upload.parts.has(n))) return res.writeHead(400).end("<Error><Code>InvalidPart</Code></Error>");
          objects.set(upload.key, { body: Buffer.concat(listed.map((n) => upload.parts.get(n)!)), type: upload.type });
          pending.delete(uploadId);
          return xml(res, `<CompleteMultipartUploadResult><Bucket>b</Bucket><Key>k</Key><ETag>"done"</ETag></CompleteMultipartUploadResult>`);
        }
        if (req.method === "DELETE") {
          pending.delete(uploadId);
          return res.writeHead(204).end();
        }
      }
      if (req.method === "PUT") {
        objects.set(path, { body, type: String(req.headers["content-type"]) });
        return res.writeHead(200, { etag: '"single"' }).end();
      }
      if (req.method === "DELETE") {
        objects.delete(path);
        return res.writeHead(204).end();
      }
      const object = objects.get(path);
      if (!object) return res.writeHead(404, { "content-type": "application/xml" }).end(req.method === "HEAD" ? undefined : "<Error><Code>NoSuchKey</Code></Error>");
      const range = /bytes=(\d+)-(\d+)/.exec(req.headers.range ?? "");
      const sent = range ? object.body.subarray(Number(range[1]), Number(range[2]) + 1) : object.body;
      res.writeHead(range ? 206 : 200, { "content-type": object.type, "content-length": String(sent.length) });
      res.end(req.method === "HEAD" ? undefined : sent);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    requests,
    refused,
    pending,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
