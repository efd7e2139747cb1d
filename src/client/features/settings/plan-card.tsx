import type { ReactNode } from "react";
import { Check } from "lucide-react";
import type { Plan } from "@shared/plans";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@client/components/ui/card";
import { cn } from "@client/lib/utils";

/** One plan of SPEC §9: name, price, what it includes, and its button. */
export function PlanCard({ plan, current, action }: { plan: Plan; current: boolean; action: ReactNode }) {
  return (
    <Card
      aria-labelledby={`plan-${plan.id}-name`}
      role="region"
      className={cn("flex flex-col", current && "border-primary ring-2 ring-primary/20")}
    >
      <CardHeader>
        <CardTitle id={`plan-${plan.id}-name`}>{plan.name}</CardTitle>
        <CardDescription className="text-base font-semibold text-foreground">{plan.price}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="grid gap-2 text-sm">
          {plan.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-green-600" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
      </CardContent>
      {action ? <CardFooter>{action}</CardFooter> : null}
    </Card>
  );
}
