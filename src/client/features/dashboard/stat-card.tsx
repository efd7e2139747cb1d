import type { LucideIcon } from "lucide-react";
import { Card, CardContent } from "@client/components/ui/card";
import { cn } from "@client/lib/utils";

export type ChangeType = "positive" | "negative";

export interface StatCardProps {
  title: string;
  value: string;
  icon: LucideIcon;
  /** Tailwind classes for the icon's tile, e.g. "bg-blue-100 text-blue-600". */
  iconColor: string;
  /** The change text and its kind; green when positive, red otherwise (SPEC §2). */
  change?: { text: string; type: ChangeType };
  /** Classes for the value, e.g. a score colour. */
  valueClassName?: string;
}

/** One figure card: title, value, optional change "vs last month", and an icon in its colour. */
export function StatCard({ title, value, icon: Icon, iconColor, change, valueClassName }: StatCardProps) {
  return (
    <Card>
      <CardContent className="flex items-start justify-between gap-4 p-6">
        <div className="grid gap-1">
          <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
          <p className={cn("text-2xl font-semibold tracking-tight", valueClassName)}>{value}</p>
          {change ? (
            <p className="text-xs text-muted-foreground">
              <span className={change.type === "positive" ? "text-green-600" : "text-red-600"}>{change.text}</span>{" "}
              vs last month
            </p>
          ) : null}
        </div>
        <span className={cn("flex size-10 shrink-0 items-center justify-center rounded-lg", iconColor)}>
          <Icon className="size-5" aria-hidden="true" />
        </span>
      </CardContent>
    </Card>
  );
}
