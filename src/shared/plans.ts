import type { PlanId } from "./auth";

export interface Plan {
  id: PlanId;
  name: string;
  price: string;
  /** Recordings per calendar month; null means unlimited. */
  monthlyRecordings: number | null;
  features: string[];
}

// SPEC §9.
export const PLANS: readonly Plan[] = [
  {
    id: "free",
    name: "Free",
    price: "$0 per month",
    monthlyRecordings: 3,
    features: ["3 recordings per month", "AI call analysis", "MEDDIC scorecard", "Coaching tips"],
  },
  {
    id: "start",
    name: "Starter",
    price: "$39 per month",
    monthlyRecordings: 25,
    features: ["25 recordings per month", "AI meeting bot", "Calendar integration", "Everything in Free"],
  },
  {
    id: "pro",
    name: "Pro",
    price: "$79 per month",
    monthlyRecordings: 100,
    features: ["100 recordings per month", "Battle cards", "CRM integration", "Custom bot branding", "Team tools"],
  },
  {
    id: "unlimited",
    name: "Enterprise",
    price: "Custom pricing",
    monthlyRecordings: null,
    features: ["Unlimited recordings", "Custom AI prompts", "SSO", "Dedicated account manager"],
  },
];

export function planById(id: PlanId): Plan {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
}

export const USAGE_WARNING_THRESHOLD = 80;
