import { AudioWaveform } from "lucide-react";
import { cn } from "@client/lib/utils";

/** The Rapport mark and wordmark, used by the sidebar and the signed-out screens. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm">
        <AudioWaveform className="size-[18px]" aria-hidden="true" />
      </span>
      <span className="text-lg font-semibold tracking-tight text-foreground">Rapport</span>
    </span>
  );
}
