import { CalendarDays, CheckCircle2, RefreshCw, Unplug } from "lucide-react";
import type { CalendarProvider, CalendarStatus } from "@shared/calendar";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { formatDateTime } from "@client/features/transcripts";
import { cn } from "@client/lib/utils";
import { providerInfo, type ProviderInfo } from "./providers";

export interface ProviderActions {
  connect: (provider: CalendarProvider) => void;
  disconnect: (provider: CalendarProvider) => void;
  sync: () => void;
  /** Which action is in flight, if any: every calendar button waits for it. */
  pending: { connecting: CalendarProvider | null; disconnecting: boolean; syncing: boolean };
}

function SyncFacts({ status }: { status: CalendarStatus }) {
  return (
    <p className="text-sm text-muted-foreground">
      {status.lastSync ? `Last synced ${formatDateTime(status.lastSync)}` : "Not synced yet"}
      {status.syncData ? ` · ${status.syncData.salesMeetings} sales meetings found` : null}
    </p>
  );
}

function ConnectButton({ provider, actions, disabled }: { provider: ProviderInfo; actions: ProviderActions; disabled: boolean }) {
  // Stays "Connecting..." after success too: the window is about to leave for the provider's consent page.
  const label = actions.pending.connecting === provider.id ? "Connecting..." : "Connect";
  return (
    <Button onClick={() => actions.connect(provider.id)} disabled={disabled} aria-label={`${label} ${provider.name}`}>
      {label}
    </Button>
  );
}

/**
 * One provider of the Calendar Integration card. SPEC §4: one provider at a time; while the other is
 * connected this one's Connect button is disabled and names the connected one ("Google Connected").
 */
export function ProviderRow({
  provider,
  connected,
  status,
  actions,
}: {
  provider: ProviderInfo;
  connected: CalendarProvider | null;
  status: CalendarStatus;
  actions: ProviderActions;
}) {
  const { pending } = actions;
  const busy = pending.connecting !== null || pending.disconnecting || pending.syncing;
  const isConnected = connected === provider.id;
  const titleId = `calendar-provider-${provider.id}`;

  return (
    <div role="region" aria-labelledby={titleId} className={cn("flex flex-wrap items-center justify-between gap-3 rounded-lg border p-4", isConnected && "border-green-300 bg-green-50/50")}>
      <div className="flex items-start gap-3">
        <CalendarDays className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="grid gap-0.5">
          <p className="flex items-center gap-2 font-medium">
            <span id={titleId}>{provider.name}</span>
            {isConnected ? (
              <Badge variant="success">
                <CheckCircle2 className="size-3" aria-hidden="true" />
                Connected
              </Badge>
            ) : null}
          </p>
          {isConnected ? <SyncFacts status={status} /> : <p className="text-sm text-muted-foreground">{provider.blurb}</p>}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {isConnected ? (
          <>
            <Button variant="outline" onClick={actions.sync} disabled={busy}>
              <RefreshCw className={cn(pending.syncing && "animate-spin")} aria-hidden="true" />
              {pending.syncing ? "Syncing..." : "Sync Now"}
            </Button>
            <Button variant="outline" onClick={() => actions.disconnect(provider.id)} disabled={busy}>
              <Unplug aria-hidden="true" />
              {pending.disconnecting ? "Disconnecting..." : "Disconnect"}
            </Button>
          </>
        ) : connected !== null ? (
          <Button variant="outline" disabled>
            {providerInfo(connected).shortName} Connected
          </Button>
        ) : (
          <ConnectButton provider={provider} actions={actions} disabled={busy} />
        )}
      </div>
    </div>
  );
}
