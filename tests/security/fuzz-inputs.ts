import { randomBytes } from "node:crypto";

export { seededRandom } from "../../scripts/demo/script";

export interface FuzzRequest {
  label: string;
  headers: Record<string, string>;
  payload: string | Buffer;
}

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const int = (random: Random, max: number) => Math.floor(random() * max);

function bytes(random: Random, length: number): Buffer {
  const out = Buffer.alloc(length);
  for (let i = 0; i < length; i++) out[i] = int(random, 256);
  return out;
}

const NASTY_STRINGS = ["", " ", "\u0000", "a\u0000b", "\uFFFD", "\uD800", "<script>alert(1)</script>", "../../etc/passwd", "%00", "\r\n\r\n", "🙂".repeat(50), "x".repeat(5000)];
const NASTY_VALUES: unknown[] = [null, true, 0, -1, 1e308, [], {}, ["a"], { content: "x" }, NaN];

function nastyValue(random: Random): unknown {
  return random() < 0.5 ? pick(random, NASTY_STRINGS) : pick(random, NASTY_VALUES);
}

function jsonCase(random: Random): FuzzRequest {
  const body: Record<string, unknown> = {};
  const shape = int(random, 6);
  if (shape === 0) body.content = nastyValue(random);
  if (shape === 1) Object.assign(body, { content: "Rep: hi\nBuyer: hello", name: nastyValue(random) });
  if (shape === 2) Object.assign(body, { content: "Rep: hi", [pick(random, ["file", "__proto__", "constructor", "x"])]: nastyValue(random) });
  if (shape === 3) body.content = `Rep: ${"word ".repeat(int(random, 50))}\u0000`;
  if (shape === 4) body.content = " \n\t ".repeat(int(random, 20));
  const text = shape === 5 ? pick(random, ["{", "[1,2", '{"content":', "null", "1", '"str"', "{}", '{"content":"\\ud800"}']) : JSON.stringify(body);
  return { label: `json/${shape}`, headers: { "content-type": pick(random, ["application/json", "application/json; charset=utf-8"]) }, payload: text };
}

const boundaryOf = (random: Random) => `----fuzz${int(random, 1e9)}`;

function part(boundary: string, name: string, value: Buffer | string, fileName?: string): Buffer {
  const disposition = fileName === undefined ? `form-data; name="${name}"` : `form-data; name="${name}"; filename="${fileName}"`;
  return Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`), Buffer.isBuffer(value) ? value : Buffer.from(value), Buffer.from("\r\n")]);
}

const ZIP_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE_HEADER = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

function fileContent(random: Random): Buffer {
  switch (int(random, 7)) {
    case 0:
      return bytes(random, int(random, 4096));
    case 1:
      return Buffer.concat([ZIP_HEADER, bytes(random, int(random, 2048))]);
    case 2:
      return Buffer.concat([OLE_HEADER, bytes(random, int(random, 2048))]);
    case 3:
      return Buffer.from(`WEBVTT\n\n00:00:0${int(random, 9)}.000 --> garbage\n<v Rep>hi\u0000`);
    case 4:
      return Buffer.from("\uFEFF\u0000\u0000");
    case 5:
      return Buffer.alloc(int(random, 64));
    default:
      return Buffer.from(`1\n00:00:01,000 --> 00:00:0${int(random, 9)},000\n${pick(random, NASTY_STRINGS)}`);
  }
}

function multipartCase(random: Random): FuzzRequest {
  const boundary = boundaryOf(random);
  const shape = int(random, 8);
  const extension = pick(random, [".txt", ".docx", ".doc", ".vtt", ".srt", ".md", ".pdf", "", ".exe", ".DOCX"]);
  const fileName = pick(random, ["call", "", "a\u0000b", "../x", "名前", "x".repeat(300)]) + extension;
  const parts: Buffer[] = [];
  if (shape === 0) parts.push(part(boundary, "file", fileContent(random), fileName));
  if (shape === 1) parts.push(part(boundary, "file", fileContent(random), fileName), part(boundary, "file", fileContent(random), fileName));
  if (shape === 2) parts.push(part(boundary, pick(random, ["other", "files", "__proto__"]), "x", fileName));
  if (shape === 3) parts.push(part(boundary, "file", "Rep: hi\nBuyer: hello"));
  if (shape === 4) parts.push(part(boundary, "content", typeof nastyValue(random) === "string" ? String(nastyValue(random)) : "\u0000"));
  if (shape === 5) parts.push(part(boundary, "name", pick(random, NASTY_STRINGS)), part(boundary, "file", fileContent(random), fileName));
  if (shape === 6) for (let i = 0; i < 8; i++) parts.push(part(boundary, pick(random, ["name", "content", "x"]), "v"));
  const closing = Buffer.from(random() < 0.7 ? `--${boundary}--\r\n` : "");
  let body: Buffer = Buffer.concat([...parts, closing]);
  if (shape === 7) body = bytes(random, int(random, 512));
  // Cut the body short now and then: a client that disconnected mid-upload.
  if (random() < 0.2 && body.length > 4) body = body.subarray(0, int(random, body.length));
  const contentType = pick(random, [
    `multipart/form-data; boundary=${boundary}`,
    `multipart/form-data; boundary=${boundary}`,
    "multipart/form-data",
    `multipart/form-data; boundary="${boundary}x"`,
    `multipart/mixed; boundary=${boundary}`,
  ]);
  return { label: `multipart/${shape}`, headers: { "content-type": contentType }, payload: body };
}

function otherCase(random: Random): FuzzRequest {
  const contentType = pick(random, ["text/plain", "application/xml", "application/x-www-form-urlencoded", "", "application/octet-stream", "image/png"]);
  const headers: Record<string, string> = contentType ? { "content-type": contentType } : {};
  return { label: `other/${contentType || "none"}`, headers, payload: random() < 0.5 ? bytes(random, int(random, 256)) : "content=Rep%3A+hi" };
}

/** One generated bad (or borderline) upload; a random Idempotency-Key now and then, valid or not. */
export function fuzzRequest(random: Random): FuzzRequest {
  const choice = random();
  const request = choice < 0.35 ? jsonCase(random) : choice < 0.85 ? multipartCase(random) : otherCase(random);
  if (random() < 0.15) request.headers["idempotency-key"] = pick(random, ["", " ", "k".repeat(250), "ok-key", randomBytes(4).toString("hex")]);
  return request;
}
