import { ApiError } from "@client/lib/api";

/**
 * The text to show after "Failed to ...: ". SPEC §8 makes an ApiError's message "status: body"; when
 * the body is the server's {code, message}, its message is what a person can act on.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}
