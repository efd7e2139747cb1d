import { useEffect, useRef } from "react";
import { RefreshCw } from "lucide-react";
import type { PlanId } from "@shared/auth";
import type { PaidPlanId } from "@shared/billing";
import { PLANS, type Plan } from "@shared/plans";
import { Button } from "@client/components/ui/button";
import { PlanCard } from "./plan-card";
import { useRefreshSubscription, useSubscription, useUpgrade } from "./use-billing";

const RANK: Record<PlanId, number> = { free: 0, start: 1, pro: 2, unlimited: 3 };
const isPaid = (id: PlanId): id is PaidPlanId => id === "start" || id === "pro";

/** Stripe Checkout sends the browser back to /settings?checkout=…; read that once and tidy the address. */
function takeCheckoutReturn(): string | null {
  const url = new URL(window.location.href);
  const value = url.searchParams.get("checkout");
  if (value === null) return null;
  url.searchParams.delete("checkout");
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  return value;
}

/** SPEC §2 Settings › Plans: the four plans, the user's own marked Current Plan, and Refresh Status. */
export function PlansTab({ currentPlan }: { currentPlan: PlanId }) {
  const subscription = useSubscription();
  const upgrade = useUpgrade();
  const refresh = useRefreshSubscription();
  // After a successful upgrade the browser is leaving for Stripe: stay busy so nobody clicks twice.
  const upgrading = upgrade.isPending || upgrade.isSuccess;

  const refreshNow = refresh.mutate;
  const checkedReturn = useRef(false);
  useEffect(() => {
    if (checkedReturn.current) return;
    checkedReturn.current = true;
    // Back from a paid checkout: read the new plan from Stripe now rather than wait for the webhook.
    if (takeCheckoutReturn() === "success") refreshNow({ quiet: true });
  }, [refreshNow]);

  function actionFor(plan: Plan) {
    if (plan.id === currentPlan) {
      return (
        <Button className="w-full" variant="outline" disabled>
          Current Plan
        </Button>
      );
    }
    if (plan.id === "unlimited") {
      const email = subscription.data?.salesEmail;
      if (!email) return <Button className="w-full" variant="outline" disabled>Contact Sales</Button>;
      const href = `mailto:${email}?subject=${encodeURIComponent("Rapport Enterprise plan")}`;
      return (
        <Button asChild className="w-full" variant="outline">
          <a href={href}>Contact Sales</a>
        </Button>
      );
    }
    // Free needs no button, and Enterprise customers change plans through sales.
    if (!isPaid(plan.id) || currentPlan === "unlimited") return null;
    const planId = plan.id;
    const label = RANK[planId] > RANK[currentPlan] ? "Upgrade" : `Switch to ${plan.name}`;
    return (
      <Button className="w-full" disabled={upgrading} onClick={() => upgrade.mutate(planId)}>
        {upgrading && upgrade.variables === planId ? "Processing..." : label}
      </Button>
    );
  }

  return (
    <section className="grid gap-6" aria-label="Plans">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="grid gap-1">
          <h2 className="text-lg font-semibold">Plans</h2>
          <p className="text-sm text-muted-foreground">Choose the plan that fits how many calls you record each month.</p>
        </div>
        <Button variant="outline" disabled={refresh.isPending} onClick={() => refresh.mutate({ quiet: false })}>
          <RefreshCw aria-hidden="true" className={refresh.isPending ? "animate-spin" : undefined} />
          {refresh.isPending ? "Refreshing..." : "Refresh Status"}
        </Button>
      </div>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} current={plan.id === currentPlan} action={actionFor(plan)} />
        ))}
      </div>
    </section>
  );
}
