import type { FastifyInstance } from "fastify";
import type { Config } from "../../config";
import type { Db } from "../../db/open";
import { AppError } from "../../http/errors";
import { webhookAnswer, type ZodTypeProvider } from "../../http/route-schemas";
import { stripeEventSchema } from "../../integrations/stripe/objects";
import { InvalidStripeSignature, verifyStripeEvent } from "../../integrations/stripe/events";
import { requireSettings, stripeClient } from "./stripe-setup";
import { handleStripeEvent } from "./webhook";

/**
 * POST /api/billing/webhook. Stripe signs the exact bytes it sends, so this route alone (inside its
 * own plugin scope) keeps the body as a Buffer instead of parsing JSON. It is public (Stripe has no
 * session) and cross-origin (Stripe is not a browser); the signature is what admits a request.
 */
export function registerStripeWebhook(app: FastifyInstance, db: Db, config: Config): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

    // The body stays raw bytes for the signature, so only the answer has a schema.
    const schema = { summary: "Stripe events (signed)", response: { 200: webhookAnswer } };
    scope.withTypeProvider<ZodTypeProvider>().post("/api/billing/webhook", { schema, config: { public: true, crossOrigin: true } }, async (request) => {
      requireSettings(config, ["STRIPE_WEBHOOK_SECRET"], "The billing webhook");
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers["stripe-signature"];
      let json: unknown;
      try {
        json = await verifyStripeEvent(raw, typeof header === "string" ? header : undefined, config.STRIPE_WEBHOOK_SECRET!);
      } catch (error) {
        if (error instanceof InvalidStripeSignature) throw new AppError("BAD_REQUEST", "Invalid Stripe signature");
        if (error instanceof SyntaxError) throw new AppError("BAD_REQUEST", "Malformed JSON body");
        throw error;
      }
      const event = stripeEventSchema.safeParse(json);
      if (!event.success) throw new AppError("BAD_REQUEST", "Malformed Stripe event");
      const outcome = await handleStripeEvent(db, config, () => stripeClient(config), event.data);
      return { received: true as const, outcome };
    });
  });
}
