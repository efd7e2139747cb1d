import type { FastifyRequest } from "fastify";
import { DEFAULT_TRANSCRIPT_NAME, manualTranscriptSchema, TRANSCRIPT_NAME_MAX } from "@shared/transcripts";
import { AppError, badRequest } from "../../http/errors";
import { parse } from "../../http/parse";
import { ingestText, ingestUpload, type ParsedTranscript, type TranscriptFormat } from "../../ingest";
import { IngestError } from "../../ingest/errors";

export interface Upload {
  name: string;
  text: string;
  format: TranscriptFormat;
  fileSize: number;
  parsed: ParsedTranscript;
}

const withoutExtension = (fileName: string) => fileName.replace(/\.[^.]+$/, "").trim();

/**
 * Reads POST /api/transcripts: multipart with a `file`, or multipart/JSON with `content` and an
 * optional `name` (SPEC §7), and parses it. Only the first file counts; anything else, and text with
 * no speech in it, is refused before storing.
 */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  try {
    if (!request.isMultipart()) return manual(request.body);
    const fields: Record<string, string> = {};
    let file: { fileName: string; bytes: Buffer } | null = null;
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (part.fieldname !== "file") throw badRequest(`Unknown field: ${part.fieldname}`);
        const bytes = await part.toBuffer();
        file ??= { fileName: part.filename, bytes };
      } else if (part.fieldname === "content" || part.fieldname === "name") {
        fields[part.fieldname] = String(part.value);
      } else {
        throw badRequest(`Unknown field: ${part.fieldname}`);
      }
    }
    if (!file) return manual(fields);
    const { decoded, transcript } = await ingestUpload(file.fileName, file.bytes);
    const given = fields.name?.trim();
    return {
      name: (given || withoutExtension(file.fileName) || DEFAULT_TRANSCRIPT_NAME).slice(0, TRANSCRIPT_NAME_MAX),
      text: decoded.text,
      format: decoded.format,
      fileSize: file.bytes.length,
      parsed: transcript,
    };
  } catch (error) {
    if (error instanceof IngestError) throw new AppError(error.code, error.message);
    throw error;
  }
}

function manual(body: unknown): Upload {
  const input = parse(manualTranscriptSchema, body);
  return {
    name: input.name || DEFAULT_TRANSCRIPT_NAME,
    text: input.content,
    format: "txt",
    fileSize: Buffer.byteLength(input.content, "utf8"),
    parsed: ingestText(input.content, "txt"),
  };
}
