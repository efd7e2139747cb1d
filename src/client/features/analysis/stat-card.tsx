import type { ReactNode } from "react";
import { Card } from "@client/components/ui/card";
import { cn } from "@client/lib/utils";

/** A figure with its label; the card is a named group so tests and screen readers can find it. */
export function StatCard({ label, value, detail, valueClassName }: { label: string; value: string; detail?: ReactNode; valueClassName?: string }) {
  return (
    <Card role="group" aria-label={label} className="grid gap-1 p-5">
      <span className="text-sm font-medium text-muted-foreground">{label}</span>
      <span className={cn("text-3xl font-bold tabular-nums", valueClassName)}>{value}</span>
      {detail ? <span className="text-xs text-muted-foreground">{detail}</span> : null}
    </Card>
  );
}
