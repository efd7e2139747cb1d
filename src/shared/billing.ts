import { z } from "zod";
import { planIdSchema } from "./auth";

/** SPEC §9: the plans a user can buy online. Enterprise is by contact only. */
export const paidPlanIdSchema = z.enum(["start", "pro"], { error: "Plan must be start or pro" });
export type PaidPlanId = z.infer<typeof paidPlanIdSchema>;

/** POST /api/subscription/create (SPEC §7). */
export const createSubscriptionSchema = z.object({ plan: paidPlanIdSchema }).strict();
export type CreateSubscriptionInput = z.infer<typeof createSubscriptionSchema>;

/** Its answer: where the browser goes next (Stripe Checkout, or back to Settings after a plan switch). */
export const checkoutResponseSchema = z.object({ checkoutUrl: z.string().url() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/**
 * GET /api/subscription and POST /api/subscription/refresh: the plan as billing sees it, Stripe's
 * subscription status (null without a subscription), and where Contact Sales writes to.
 */
export const subscriptionSchema = z.object({
  plan: planIdSchema,
  status: z.string().nullable(),
  salesEmail: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
