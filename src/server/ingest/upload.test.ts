import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { buildDocx, claimUncompressedSize, documentXml } from "@tests/fixtures/ingest/docx";
import { buildWord97 } from "@tests/fixtures/ingest/word97";
import { decodeUpload, ingestUpload, IngestError } from "./index";

async function failure(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error: unknown = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof IngestError)) throw new Error(`expected an IngestError, got ${String(error)}`);
  return { status: error.status, message: error.message };
}

const NOT_DOCX = { status: 400, message: "This .docx file is not a valid Word document" };
const DOCX_TOO_BIG = { status: 400, message: "This .docx file is too large when unpacked" };
const NOT_DOC = { status: 400, message: "This .doc file is not a valid Word document" };

describe("decodeUpload: type and size", () => {
  it("accepts every listed extension in any case and says which format it read", async () => {
    const text = Buffer.from("Ann: Hello.\nBo: Hi.");
    for (const [name, format] of [
      ["call.TXT", "txt"],
      ["notes.Md", "md"],
      ["zoom.vtt", "vtt"],
      ["subs.SRT", "srt"],
    ] as const) {
      expect(await decodeUpload(name, text)).toEqual({ text: "Ann: Hello.\nBo: Hi.", format });
    }
  });

  it("refuses other extensions with 415 and names the extension", async () => {
    expect(await failure(decodeUpload("slides.PDF", Buffer.from("x")))).toEqual({
      status: 415,
      message: "Unsupported file type: .pdf. Upload a .txt, .doc, .docx, .vtt, .srt or .md file.",
    });
    expect((await failure(decodeUpload("README", Buffer.from("x")))).status).toBe(415);
    expect((await failure(decodeUpload("archive.txt.zip", Buffer.from("x")))).message).toContain(".zip.");
  });

  it("refuses files over 10 MB with 413, and accepts exactly 10 MB", async () => {
    const limit = 10 * 1024 * 1024;
    expect(await failure(decodeUpload("big.txt", Buffer.alloc(limit + 1, 0x61)))).toEqual({
      status: 413,
      message: "File is larger than the 10MB limit",
    });
    expect((await decodeUpload("max.txt", Buffer.alloc(limit, 0x61))).text).toHaveLength(limit);
  });

  it("refuses empty and whitespace-only content", async () => {
    const empty = { status: 400, message: "Please enter transcript content" };
    expect(await failure(decodeUpload("a.txt", Buffer.alloc(0)))).toEqual(empty);
    expect(await failure(decodeUpload("a.txt", Buffer.from("\uFEFF  \r\n\t \u00A0")))).toEqual(empty);
    expect(await failure(decodeUpload("a.docx", await buildDocx(["   "])))).toEqual(empty);
  });

  it("refuses binary content in a text format", async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    expect(await failure(decodeUpload("image.txt", png))).toEqual({ status: 400, message: "This file does not look like text" });
    expect((await failure(decodeUpload("x.srt", Buffer.from("\x01\x02\x03\x04\x05\x06ab")))).status).toBe(400);
  });

  it("reads UTF-16 text files, with a BOM or without one", async () => {
    const text = "Ann: Grüße.\nBo: Hi.";
    const withBom = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]);
    expect((await decodeUpload("win.txt", withBom)).text).toBe(text);
    expect((await decodeUpload("win.txt", Buffer.from(text, "utf16le"))).text).toBe(text);
  });

  it("normalises CRLF and strips the BOM from text it returns", async () => {
    const bytes = Buffer.from("\uFEFFWEBVTT\r\n\r\n00:01.000 --> 00:02.000\r\nHi\r\n");
    expect((await decodeUpload("a.vtt", bytes)).text).toBe("WEBVTT\n\n00:01.000 --> 00:02.000\nHi\n");
  });
});

describe("decodeUpload: Word documents", () => {
  it("reads the text of a real .docx", async () => {
    const bytes = await buildDocx(["Ann: Thanks for joining.", "Bo: Happy to be here & ready."]);
    const decoded = await decodeUpload("Call Notes.DOCX", bytes);
    expect(decoded.format).toBe("docx");
    expect(decoded.text).toContain("Ann: Thanks for joining.");
    expect(decoded.text).toContain("Bo: Happy to be here & ready.");
  });

  it("refuses a .docx that is not a zip, or a zip without word/document.xml, or broken XML", async () => {
    expect(await failure(decodeUpload("fake.docx", Buffer.from("Ann: Hello, I am plain text")))).toEqual(NOT_DOCX);
    expect(await failure(decodeUpload("truncated.docx", (await buildDocx(["Hi"])).subarray(0, 60)))).toEqual(NOT_DOCX);
    expect(await failure(decodeUpload("other.docx", await buildDocx([], {}, { withoutDocument: true })))).toEqual(NOT_DOCX);
    expect(await failure(decodeUpload("broken.docx", await buildDocx([], { "word/document.xml": "<w:document><oops" })))).toEqual(
      NOT_DOCX,
    );
  });

  it("refuses a zip bomb that unpacks to 60 MB of zeros", async () => {
    const bomb = await buildDocx(["Hi"], { "word/media/zeros.bin": new Uint8Array(60 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await failure(decodeUpload("bomb.docx", bomb))).toEqual(DOCX_TOO_BIG);
  });

  it("refuses an entry that claims a huge uncompressed size, before inflating anything", async () => {
    const docx = claimUncompressedSize(await buildDocx(["Hi"]), "word/document.xml", 0x7fffffff);
    expect(await failure(decodeUpload("claims.docx", docx))).toEqual(DOCX_TOO_BIG);
  });

  it("refuses an entry that inflates to more than it claims", async () => {
    const big = `${documentXml(["Hi"])}${" ".repeat(20 * 1024 * 1024)}`;
    const lying = claimUncompressedSize(await buildDocx([], { "word/document.xml": big }), "word/document.xml", 1000);
    expect(await failure(decodeUpload("lying.docx", lying))).toEqual(DOCX_TOO_BIG);
  });

  it("refuses a .docx with more than 1000 entries", async () => {
    const zip = await JSZip.loadAsync(await buildDocx(["Hi"]));
    for (let i = 0; i < 1000; i++) zip.file(`word/parts/p${i}.xml`, "<x/>");
    const many = await zip.generateAsync({ type: "nodebuffer" });
    expect(await failure(decodeUpload("many.docx", many))).toEqual(DOCX_TOO_BIG);
  });

  it("reads the text of a real .doc", async () => {
    const decoded = await decodeUpload("legacy.doc", buildWord97("Ann: Good morning.\nBo: Morning!"));
    expect(decoded).toEqual({ text: "Ann: Good morning.\nBo: Morning!\n", format: "doc" });
  });

  it("refuses a .doc with the wrong magic, or OLE magic followed by garbage", async () => {
    expect(await failure(decodeUpload("x.doc", await buildDocx(["Hi"])))).toEqual(NOT_DOC);
    expect(await failure(decodeUpload("x.doc", Buffer.from("Ann: plain text pretending")))).toEqual(NOT_DOC);
    const garbage = Buffer.concat([Buffer.from("D0CF11E0A1B11AE1", "hex"), Buffer.alloc(2048, 0x5a)]);
    expect(await failure(decodeUpload("x.doc", garbage))).toEqual(NOT_DOC);
  });

  it("refuses a .doc whose sector chain loops, instead of hanging", async () => {
    expect(await failure(decodeUpload("loop.doc", buildWord97("Ann: Hi", { cyclicChain: true })))).toEqual(NOT_DOC);
  });
});

describe("ingestUpload", () => {
  it("decodes and parses in one step", async () => {
    const { decoded, transcript } = await ingestUpload("call.txt", Buffer.from("Ann: Hello.\nBo: Hi."));
    expect(decoded.format).toBe("txt");
    expect(transcript.speakers).toEqual(["Ann", "Bo"]);
  });

  it("parses the paragraphs of a Word document into turns", async () => {
    const bytes = await buildDocx(["Weekly pipeline review", "Ann: Where are we on Globex?", "Bo: Contract is with legal.", "Ann: Great."]);
    const { transcript } = await ingestUpload("review.docx", bytes);
    expect(transcript.speakers).toEqual(["Ann", "Bo"]);
    expect(transcript.utterances.map((u) => u.text)).toEqual(["Where are we on Globex?", "Contract is with legal.", "Great."]);
  });

  it("refuses a file with no speech in it", async () => {
    expect(await failure(ingestUpload("empty.vtt", Buffer.from("WEBVTT\n\nNOTE nothing\n")))).toEqual({
      status: 400,
      message: "Please enter transcript content",
    });
  });
});
