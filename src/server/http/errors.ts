import type { ErrorBody, ErrorCode } from "@shared/errors";

const STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  NOT_CONFIGURED: 503,
  INTERNAL: 500,
};

/** A failure the user can act on: its message is shown to them as is. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "AppError";
    this.status = STATUS[code];
  }

  /** What an administrator must set or fix; logged and sent beside the user's plain message. */
  adminHint?: string;

  toBody(): ErrorBody {
    return this.adminHint ? { code: this.code, message: this.message, adminHint: this.adminHint } : { code: this.code, message: this.message };
  }
}

/** The plain words for a feature this server has not been set up for. */
export const notSetUpMessage = (feature: string) => `${feature} isn't set up on this Rapport server yet`;

/**
 * A feature this server has not been set up for (503): the user reads plain words ("Billing isn't set
 * up on this Rapport server yet"), the setting names go to the log and to the admin hint.
 */
export function notConfigured(feature: string, adminHint: string): AppError {
  const error = new AppError("NOT_CONFIGURED", notSetUpMessage(feature));
  error.adminHint = adminHint;
  return error;
}

export const notFound = (what = "Not found") => new AppError("NOT_FOUND", what);
export const unauthorized = () => new AppError("UNAUTHORIZED", "You are not signed in");
export const badRequest = (message: string) => new AppError("BAD_REQUEST", message);
