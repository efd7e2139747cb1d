import { describe, expect, it } from "vitest";
import { decodeTextBytes, looksBinary } from "./decode";

const utf16le = (text: string) => Buffer.from(text, "utf16le");
const utf16be = (text: string) => utf16le(text).swap16();

describe("decodeTextBytes", () => {
  const sample = "Zoë: Ça va? — “quoted” 日本";

  it("reads UTF-8 with and without a BOM", () => {
    expect(decodeTextBytes(Buffer.from(sample))).toBe(sample);
    expect(decodeTextBytes(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(sample)]))).toBe(sample);
  });

  it("reads UTF-16 LE and BE with a BOM", () => {
    expect(decodeTextBytes(Buffer.concat([Buffer.from([0xff, 0xfe]), utf16le(sample)]))).toBe(sample);
    expect(decodeTextBytes(Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(sample)]))).toBe(sample);
  });

  it("recognises BOM-less UTF-16 from its zero bytes", () => {
    const text = "Ann: Hello there.\nBo: Hi, how are you?";
    expect(decodeTextBytes(utf16le(text))).toBe(text);
    expect(decodeTextBytes(utf16be(text))).toBe(text);
  });

  it("replaces invalid bytes instead of failing", () => {
    expect(decodeTextBytes(Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x21]))).toBe("caf\uFFFD!");
    expect(decodeTextBytes(Buffer.from([0xff, 0xfe, 0x41]))).toBe("\uFFFD");
    expect(decodeTextBytes(Buffer.from([0xfe, 0xff, 0x00, 0x41, 0x00]))).toBe("A\uFFFD");
  });
});

describe("looksBinary", () => {
  it("accepts ordinary text with tabs, form feeds and a few bad bytes", () => {
    expect(looksBinary("Ann:\tHello\r\nBo: Hi\f caf\uFFFD")).toBe(false);
  });

  it("rejects NUL bytes and text made mostly of control characters", () => {
    expect(looksBinary("PNG\0\0IHDR")).toBe(true);
    expect(looksBinary("\x01\x02\x03\x04abc")).toBe(true);
    expect(looksBinary("\uFFFD\uFFFD\uFFFDab")).toBe(true);
  });
});
