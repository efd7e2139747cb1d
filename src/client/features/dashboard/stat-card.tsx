import { ArrowDownRight, ArrowUpRight, type LucideIcon } from "lucide-react";
import { Card, CardContent } from "@client/components/ui/card";
import { cn } from "@client/lib/utils";
import type { CardChange, ChangeType } from "./stat-changes";

export interface StatCardProps {
  title: string;
  value: string;
  icon: LucideIcon;
  /** Tailwind classes for the icon's tile, e.g. "bg-blue-100 text-blue-600". */
  iconColor: string;
  /** The change vs last month; green when positive, red when negative (SPEC §2). */
  change?: CardChange;
  /** Classes for the value, e.g. a score colour. */
  valueClassName?: string;
}

const CHANGE_COLOUR: Record<ChangeType, string> = {
  positive: "text-green-700",
  negative: "text-red-700",
  neutral: "text-muted-foreground",
};
const ARROW: Partial<Record<ChangeType, LucideIcon>> = { positive: ArrowUpRight, negative: ArrowDownRight };

function ChangeLine({ change }: { change: CardChange }) {
  if (change === "no data last month") return <p className="text-xs text-muted-foreground">no data last month</p>;
  const Arrow = ARROW[change.type];
  return (
    <p className="flex flex-wrap items-center gap-x-1 text-xs text-muted-foreground">
      <span className={cn("inline-flex items-center gap-0.5 whitespace-nowrap font-medium", CHANGE_COLOUR[change.type])}>
        {Arrow ? <Arrow className="size-3.5" aria-hidden="true" /> : null}
        {change.text}
      </span>{" "}
      vs last month
    </p>
  );
}

/** One figure card: title, value, optional change "vs last month", and an icon in its colour. */
export function StatCard({ title, value, icon: Icon, iconColor, change, valueClassName }: StatCardProps) {
  return (
    <Card>
      <CardContent className="flex items-start justify-between gap-4 p-6">
        <div className="grid min-w-0 gap-1">
          <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
          <p className={cn("text-2xl font-semibold tracking-tight", valueClassName)}>{value}</p>
          {change ? <ChangeLine change={change} /> : null}
        </div>
        <span className={cn("flex size-10 shrink-0 items-center justify-center rounded-lg", iconColor)}>
          <Icon className="size-5" aria-hidden="true" />
        </span>
      </CardContent>
    </Card>
  );
}
