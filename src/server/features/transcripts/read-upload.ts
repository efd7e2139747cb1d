import type { FastifyRequest } from "fastify";
import { DEFAULT_TRANSCRIPT_NAME, manualTranscriptSchema, TRANSCRIPT_NAME_MAX } from "@shared/transcripts";
import { AppError, badRequest } from "../../http/errors";
import { parse } from "../../http/parse";
import { refuseNul } from "../../http/reject-nul";
import { ingestText, readDocument, type ParsedTranscript, type TranscriptFormat } from "../../ingest";
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
export async function readUpload(request: FastifyRequest, beforeExpensiveRead?: () => Promise<void>): Promise<Upload> {
  try {
    if (!request.isMultipart()) return manual(request.body);
    const { fields, file } = await readParts(request);
    refuseNul(fields, file?.fileName);
    if (!file) return manual(fields);
    const { decoded, transcript } = await readDocument(file.fileName, file.bytes, beforeExpensiveRead);
    refuseNul(decoded.text);
    // A name the user typed is checked like the manual form's; only one derived from the file name is shortened.
    const given = parse(manualTranscriptSchema.pick({ name: true }), { name: fields.name }).name;
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

const TEXT_TOO_LARGE = "Transcript text is larger than the 10MB limit";
const BROKEN_MULTIPART = "The upload is not a complete multipart form: send it again from the upload page";

async function readParts(request: FastifyRequest): Promise<{ fields: Record<string, string>; file: { fileName: string; bytes: Buffer } | null }> {
  const fields: Record<string, string> = {};
  let file: { fileName: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (part.fieldname !== "file") throw badRequest(`Unknown field: ${part.fieldname}`);
        const bytes = await part.toBuffer();
        file ??= { fileName: part.filename, bytes };
      } else if (part.fieldname === "content" || part.fieldname === "name") {
        // Busboy cuts a field at the size limit and says so; storing the cut text would lose the call's end.
        if (part.valueTruncated) throw new AppError("PAYLOAD_TOO_LARGE", TEXT_TOO_LARGE);
        fields[part.fieldname] = String(part.value);
      } else {
        throw badRequest(`Unknown field: ${part.fieldname}`);
      }
    }
  } catch (error) {
    // The parser's own refusals (size limits) carry a 4xx status; a missing boundary or a body that
    // ends mid-part comes out of busboy as a plain Error, which is the client's fault, not ours.
    if (error instanceof AppError || isClientError(error)) throw error;
    throw badRequest(BROKEN_MULTIPART);
  }
  return { fields, file };
}

function isClientError(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === "number" && status >= 400 && status < 500;
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
