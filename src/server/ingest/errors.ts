import type { ErrorCode } from "@shared/errors";

export type IngestStatus = 400 | 413 | 415;

const CODE_BY_STATUS: Record<IngestStatus, ErrorCode> = {
  400: "BAD_REQUEST",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
};

/** An upload the user must fix; the route answers `status` with `message` shown as is. */
export class IngestError extends Error {
  readonly status: IngestStatus;
  readonly code: ErrorCode;

  constructor(status: IngestStatus, message: string) {
    super(message);
    this.name = "IngestError";
    this.status = status;
    this.code = CODE_BY_STATUS[status];
  }
}

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const ingestErrors = {
  unsupportedType: (extension: string) =>
    new IngestError(
      415,
      `Unsupported file type: ${extension || "(none)"}. Upload a .txt, .doc, .docx, .vtt, .srt or .md file.`,
    ),
  tooLarge: () => new IngestError(413, "File is larger than the 10MB limit"),
  textTooLarge: () => new IngestError(413, "The text in this file is larger than the 10MB limit"),
  tooSlowToRead: () => new IngestError(413, "This file is too large or complex to read: save it as plain text (.txt) and upload that"),
  unreadable: () => new IngestError(400, "This file could not be read"),
  invalidDocx: () => new IngestError(400, "This .docx file is not a valid Word document"),
  invalidDoc: () => new IngestError(400, "This .doc file is not a valid Word document"),
  docxTooLargeUnpacked: () => new IngestError(400, "This .docx file is too large when unpacked"),
  notText: () => new IngestError(400, "This file does not look like text"),
  empty: () => new IngestError(400, "Please enter transcript content"),
};
