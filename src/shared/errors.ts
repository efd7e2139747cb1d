import { z } from "zod";

/**
 * The one error shape every endpoint answers with. SPEC §7 has the client read `message`
 * (login, settings toasts), so the human text sits at the top level beside a stable code.
 */
export const errorCodes = [
  "BAD_REQUEST",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "RATE_LIMITED",
  "NOT_CONFIGURED",
  "INTERNAL",
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorBodySchema = z.object({
  code: z.enum(errorCodes),
  message: z.string(),
  /**
   * For whoever runs the server, never the only text: the setting to fix ("set STRIPE_SECRET_KEY").
   * `message` stays in plain words for the user; the hint is logged too.
   */
  adminHint: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
