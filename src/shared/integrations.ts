import { z } from "zod";

/** The outside services a Rapport server can be set up with, in the order Settings › Integrations lists them. */
export const integrationIds = [
  "google_sign_in",
  "microsoft_sign_in",
  "google_calendar",
  "microsoft_calendar",
  "meeting_bot",
  "billing",
  "llm",
  "object_storage",
  "email",
] as const;
export type IntegrationId = (typeof integrationIds)[number];

/**
 * GET /api/integrations/status, one entry per integration. Names and words only: no setting's value,
 * key, address or bucket ever appears here.
 */
export const integrationStatusSchema = z.object({
  id: z.enum(integrationIds),
  name: z.string(),
  configured: z.boolean(),
  /** Plain words for anyone: what works on this server, or that it isn't set up yet. */
  description: z.string(),
  /** For whoever runs the server: the settings to add (names, not values); null once set up. */
  adminHint: z.string().nullable(),
});
export type IntegrationStatus = z.infer<typeof integrationStatusSchema>;

export const integrationsStatusSchema = z.object({ integrations: z.array(integrationStatusSchema) });
export type IntegrationsStatus = z.infer<typeof integrationsStatusSchema>;
