import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { checkoutResponseSchema, subscriptionSchema, type PaidPlanId, type Subscription } from "@shared/billing";
import { planById } from "@shared/plans";
import { apiJson } from "@client/lib/api";
import { fullPageLoad } from "@client/lib/navigation";
import { CURRENT_USER_KEY } from "@client/lib/session";
import { toast } from "@client/lib/toast";
import { NO_CHECKOUT_URL_TOAST, refreshFailedToast, upgradeFailedToast } from "./settings-toasts";

export const SUBSCRIPTION_KEY = ["/api/subscription"] as const;
export const USAGE_KEY = ["/api/usage/stats"] as const;

const selectSubscription = (data: unknown): Subscription => subscriptionSchema.parse(data);

/** GET /api/subscription: Stripe's status and the sales address for Contact Sales. */
export function useSubscription() {
  return useQuery({ queryKey: SUBSCRIPTION_KEY, select: selectSubscription });
}

class MissingCheckoutUrl extends Error {}

/**
 * Upgrade (SPEC §7): POST the plan, then open the checkout address in the whole window. An answer
 * without a checkout URL is the "Error" toast (SPEC §5); a refusal is "Upgrade failed" with its message.
 */
export function useUpgrade() {
  return useMutation({
    mutationFn: async (plan: PaidPlanId) => {
      const parsed = checkoutResponseSchema.safeParse(await apiJson("POST", "/api/subscription/create", { plan }));
      if (!parsed.success) throw new MissingCheckoutUrl();
      return parsed.data.checkoutUrl;
    },
    onSuccess: (checkoutUrl) => fullPageLoad(checkoutUrl),
    onError: (error) => {
      toast(error instanceof MissingCheckoutUrl ? NO_CHECKOUT_URL_TOAST : upgradeFailedToast(error));
    },
  });
}

/** Refresh Status: the server re-reads the subscription from Stripe; plan, user and usage follow. */
export function useRefreshSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (_options: { quiet: boolean }) =>
      subscriptionSchema.parse(await apiJson("POST", "/api/subscription/refresh")),
    onSuccess: async (subscription, { quiet }) => {
      client.setQueryData(SUBSCRIPTION_KEY, subscription);
      if (!quiet) {
        toast({ title: "Subscription status refreshed", description: `You are on the ${planById(subscription.plan).name} plan.` });
      }
      await Promise.all([
        client.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
        client.invalidateQueries({ queryKey: USAGE_KEY }),
      ]);
    },
    onError: (error) => {
      toast(refreshFailedToast(error));
    },
  });
}
