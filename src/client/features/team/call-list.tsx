import { Link } from "wouter";
import type { TeamCall } from "@shared/teams";

/** Calls of the team, each opening the call screen (read-only for teammates). */
export function CallList({ calls, empty, label, extra }: { calls: TeamCall[]; empty: string; label: string; extra?: (call: TeamCall) => string }) {
  if (calls.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="divide-y" aria-label={label}>
      {calls.map((call) => (
        <li key={call.id} className="flex flex-wrap items-center gap-3 py-2 text-sm">
          <Link href={`/analysis/${call.id}`} className="min-w-0 flex-1 truncate font-medium underline-offset-4 hover:underline">
            {call.name || "Untitled call"}
          </Link>
          <span className="text-muted-foreground">{call.ownerName}</span>
          <span className="text-muted-foreground">{new Date(call.uploadedAt).toLocaleDateString()}</span>
          <span className="w-16 text-right tabular-nums">{call.aiScore === null ? (call.status === "processing" ? "Pending" : "–") : call.aiScore.toFixed(1)}</span>
          {extra ? <span className="w-full text-xs text-muted-foreground">{extra(call)}</span> : null}
        </li>
      ))}
    </ul>
  );
}
