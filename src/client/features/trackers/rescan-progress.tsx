import { Loader2 } from "lucide-react";
import type { TrackerRescan } from "@shared/trackers";

const count = new Intl.NumberFormat("en-US");

/** "Re-scanning past calls: 120 of 1,000", or waiting to start. */
export function rescanText(rescan: TrackerRescan): string | null {
  if (rescan.state === "idle") return null;
  if (rescan.state === "queued" || rescan.total === 0) return "Re-scanning past calls: starting…";
  return `Re-scanning past calls: ${count.format(rescan.done)} of ${count.format(rescan.total)}`;
}

/** While past calls are searched again for changed trackers: how far it got. */
export function RescanProgress({ rescan }: { rescan: TrackerRescan }) {
  const text = rescanText(rescan);
  if (!text) return null;
  const running = rescan.state === "running" && rescan.total > 0;
  return (
    <div role="status" className="grid gap-2 rounded-md border border-blue-200 bg-blue-50 px-3 py-2 text-sm text-blue-900">
      <p className="flex items-center gap-2">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" /> {text}
      </p>
      {running ? (
        <progress className="h-2 w-full accent-blue-600" max={rescan.total} value={rescan.done} aria-label="Re-scan progress" />
      ) : null}
    </div>
  );
}
