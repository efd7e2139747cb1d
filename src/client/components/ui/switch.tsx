import type { ComponentProps } from "react";
import { cn } from "@client/lib/utils";

type SwitchProps = Omit<ComponentProps<"button">, "onChange"> & {
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * An on/off toggle: a button with the switch role, so a <label htmlFor> names it and assistive tech
 * reads it as on or off. `disabled` is the native attribute, so a disabled switch cannot be toggled.
 */
export function Switch({ checked, onCheckedChange, className, disabled, ...props }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled}
      onClick={() => onCheckedChange?.(!checked)}
      className={cn(
        "relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-60",
        checked ? "bg-primary" : "bg-muted-foreground/30",
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn("block size-5 rounded-full bg-white shadow transition-transform", checked ? "translate-x-5" : "translate-x-0")}
      />
    </button>
  );
}
