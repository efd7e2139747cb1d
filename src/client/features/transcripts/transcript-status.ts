import type { BadgeVariant } from "@client/components/ui/badge";

export interface StatusDisplay {
  label: string;
  variant: BadgeVariant;
}

const KNOWN: Record<string, StatusDisplay> = {
  completed: { label: "Completed", variant: "success" },
  processing: { label: "Processing", variant: "info" },
  failed: { label: "Failed", variant: "destructive" },
};

const PENDING: StatusDisplay = { label: "Pending", variant: "secondary" };

/** SPEC §3: completed, processing and failed have their own badge; any other status reads Pending. */
export function transcriptStatusDisplay(status: string): StatusDisplay {
  return Object.hasOwn(KNOWN, status) ? (KNOWN[status] ?? PENDING) : PENDING;
}
