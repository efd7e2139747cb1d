import fc from "fast-check";
import { utteranceSchema } from "@shared/utterance";
import { describe, expect, it } from "vitest";
import { buildDocx } from "@tests/fixtures/ingest/docx";
import { buildWord97 } from "@tests/fixtures/ingest/word97";
import { decodeUpload, IngestError, parseTranscript, type ParsedTranscript } from "./index";

const TEXT_EXTENSIONS = [".txt", ".md", ".vtt", ".srt"] as const;

/** Upload then parse: the only acceptable outcomes are a transcript or an IngestError. */
async function ingest(fileName: string, bytes: Uint8Array): Promise<"parsed" | "refused"> {
  try {
    const decoded = await decodeUpload(fileName, Buffer.from(bytes));
    expectWellFormed(parseTranscript(decoded.text, decoded.format));
    return "parsed";
  } catch (error) {
    if (error instanceof IngestError && [400, 413, 415].includes(error.status)) return "refused";
    throw error;
  }
}

function expectWellFormed(parsed: ParsedTranscript): void {
  let highestSpeaker = -1;
  for (const utterance of parsed.utterances) {
    expect(utteranceSchema.safeParse(utterance).success).toBe(true);
    expect(utterance.text).toBe(utterance.text.trim());
    expect(utterance.text.length).toBeGreaterThan(0);
    // Speakers are numbered in order of first appearance.
    expect(utterance.speaker).toBeLessThanOrEqual(highestSpeaker + 1);
    highestSpeaker = Math.max(highestSpeaker, utterance.speaker);
    expect(Number.isFinite(utterance.start) && Number.isFinite(utterance.end)).toBe(true);
    expect(utterance.end ?? 0).toBeGreaterThanOrEqual(utterance.start ?? 0);
    expect(parsed.durationSeconds).toBeGreaterThanOrEqual(utterance.end ?? 0);
  }
  expect(parsed.speakers).toHaveLength(highestSpeaker + 1);
}

// Pieces of real transcript syntax, so the fuzzing reaches the parsers instead of stopping at "not text".
const transcriptToken = fc.oneof(
  fc.constantFrom("Ann", "Bo Li", "SPEAKER 1", "Note", "https", "**", "__", "<v Ann>", "</v>", "<v.x", "<i>", "&amp;"),
  fc.constantFrom(":", ": ", " ", "  ", "\n", "\r\n", "\n\n", "\t", "\uFEFF", "\u00A0", "-->", " --> ", "[", "]", "(", ")"),
  fc.constantFrom("00:01:23", "1:02", "00:00:01.500", "00:00:02,000", "99:59", "0:00", "10:30", "WEBVTT", "NOTE", "1"),
  fc.string({ maxLength: 12 }),
);
const transcriptLike = fc.array(transcriptToken, { maxLength: 120 }).map((tokens) => tokens.join(""));

describe("ingest never fails with anything but an IngestError", () => {
  for (const extension of TEXT_EXTENSIONS) {
    it(`any bytes as ${extension}`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.uint8Array({ maxLength: 1500 }), async (bytes) => {
          await ingest(`upload${extension}`, bytes);
        }),
        { numRuns: 300 },
      );
    });

    it(`transcript-like text as ${extension}`, async () => {
      await fc.assert(
        fc.asyncProperty(transcriptLike, async (text) => {
          await ingest(`upload${extension}`, Buffer.from(text));
        }),
        { numRuns: 300 },
      );
    });
  }

  it("any bytes as .docx, and zips holding any document.xml", async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 1500 }), async (bytes) => {
        expect(await ingest("upload.docx", bytes)).toBe("refused");
      }),
      { numRuns: 300 },
    );
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), async (xml) => {
        await ingest("upload.docx", await buildDocx([], { "word/document.xml": xml }));
      }),
      { numRuns: 60 },
    );
  });

  it("a real .docx with bytes overwritten", async () => {
    const original = await buildDocx(["Ann: Hello there.", "Bo: Hi Ann."]);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.nat(original.length - 1), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 }), async (edits) => {
        const bytes = Buffer.from(original);
        for (const [at, value] of edits) bytes[at] = value;
        await ingest("upload.docx", bytes);
      }),
      { numRuns: 100 },
    );
  });

  it("any bytes as .doc, and a real .doc with bytes overwritten", async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 1500 }), async (bytes) => {
        expect(await ingest("upload.doc", bytes)).toBe("refused");
      }),
      { numRuns: 300 },
    );
    // Each of these runs word-extractor in a worker thread, so fewer runs.
    const original = buildWord97("Ann: Hello there.\nBo: Hi Ann.");
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.nat(2047), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 6 }), async (edits) => {
        const bytes = Buffer.from(original);
        for (const [at, value] of edits) bytes[at] = value;
        await ingest("upload.doc", bytes);
      }),
      { numRuns: 15 },
    );
  });
});

describe("parseTranscript on any string", () => {
  it("returns well-formed utterances", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 400, unit: "binary" }), transcriptLike), (text) => {
        expectWellFormed(parseTranscript(text));
      }),
      { numRuns: 500 },
    );
  });
});
