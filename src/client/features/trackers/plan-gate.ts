import type { PlanId } from "@shared/auth";
import { planById } from "@shared/plans";

/**
 * SPEC §9: Pro adds battle cards, and Enterprise has everything Pro has. The server keeps cards on any
 * plan (it has no plan rule for them); this is where the client offers writing one.
 */
export const BATTLE_CARD_PLANS: readonly PlanId[] = ["pro", "unlimited"];

/** The user's own plan or, in a team, the team's plan (which covers every member). */
export const battleCardsIncluded = (plans: readonly (PlanId | null | undefined)[]) => plans.some((plan) => plan != null && BATTLE_CARD_PLANS.includes(plan));

export const battleCardPlansText = () => BATTLE_CARD_PLANS.map((id) => { const plan = planById(id); return `${plan.name} (${plan.price})`; }).join(" or ");
