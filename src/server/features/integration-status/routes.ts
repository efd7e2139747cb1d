import type { FastifyInstance } from "fastify";
import { integrationsStatusSchema } from "@shared/integrations";
import type { AppDeps } from "../../app-deps";
import type { ZodTypeProvider } from "../../http/route-schemas";
import { integrationsStatus } from "./status";

/** Settings › Integrations: which outside services this server is set up with (signed-in users only). */
export function integrationRoutes(app: FastifyInstance, { config }: AppDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/integrations/status",
    { schema: { summary: "Which integrations this server has set up, in plain words", response: { 200: integrationsStatusSchema } } },
    async () => integrationsStatus(config),
  );
}
