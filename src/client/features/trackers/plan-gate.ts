import type { PlanId } from "@shared/auth";
import { planById } from "@shared/plans";
import { BATTLE_CARD_PLANS, battleCardsIncluded as planIncludesCards } from "@shared/trackers";

/** The user's own plan or, in a team, the team's plan (which covers every member); the server checks the same. */
export const battleCardsIncluded = (plans: readonly (PlanId | null | undefined)[]) => plans.some((plan) => plan != null && planIncludesCards(plan));

export const battleCardPlansText = () => BATTLE_CARD_PLANS.map((id) => { const plan = planById(id); return `${plan.name} (${plan.price})`; }).join(" or ");
