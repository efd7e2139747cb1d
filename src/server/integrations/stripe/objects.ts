import { z } from "zod";

// The parts of Stripe's objects Rapport reads. Unknown fields pass through untouched (Stripe adds
// fields in new API versions); a missing field we rely on fails the parse loudly.

export const stripeSubscriptionSchema = z.object({
  id: z.string(),
  customer: z.string(),
  /** active, trialing, past_due, canceled, unpaid, incomplete, incomplete_expired, paused. */
  status: z.string(),
  created: z.number().optional(),
  metadata: z.record(z.string(), z.string()).optional(),
  items: z.object({
    data: z.array(z.object({ id: z.string(), price: z.object({ id: z.string() }), quantity: z.number().optional() })),
  }),
});
export type StripeSubscription = z.infer<typeof stripeSubscriptionSchema>;

export const stripeSubscriptionListSchema = z.object({ data: z.array(stripeSubscriptionSchema) });

export const stripeCheckoutSessionSchema = z.object({
  id: z.string(),
  url: z.string().nullable().optional(),
  mode: z.string().optional(),
  client_reference_id: z.string().nullable().optional(),
  customer: z.string().nullable().optional(),
  subscription: z.string().nullable().optional(),
  metadata: z.record(z.string(), z.string()).nullable().optional(),
});
export type StripeCheckoutSession = z.infer<typeof stripeCheckoutSessionSchema>;

export const stripeCustomerSchema = z.object({ id: z.string() });

export const stripeEventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string(),
  created: z.number().optional(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
export type StripeEvent = z.infer<typeof stripeEventSchema>;
