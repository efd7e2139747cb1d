import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { ProviderRow, type ProviderActions } from "./provider-row";
import { CALENDAR_PROVIDERS } from "./providers";
import { useCalendarStatus } from "./queries";
import { useConnectCalendar, useDisconnectCalendar, useSyncCalendar } from "./use-calendar-connection";

/** SPEC §2 Calendar Integration: Connect per provider, or Sync Now and Disconnect for the connected one. */
export function CalendarIntegrationCard() {
  const status = useCalendarStatus();
  const connect = useConnectCalendar();
  const disconnect = useDisconnectCalendar();
  const sync = useSyncCalendar();

  const actions: ProviderActions = {
    connect: (provider) => connect.mutate(provider),
    disconnect: (provider) => disconnect.mutate(provider),
    sync: () => sync.mutate(),
    pending: {
      // After success the window is leaving for the provider: keep the buttons busy until it does.
      connecting: connect.isPending || connect.isSuccess ? (connect.variables ?? null) : null,
      disconnecting: disconnect.isPending,
      syncing: sync.isPending,
    },
  };

  return (
    <Card role="region" aria-labelledby="calendar-integration-title">
      <CardHeader>
        <CardTitle id="calendar-integration-title">Calendar Integration</CardTitle>
        <CardDescription>
          Connect one calendar so Rapport can find your upcoming meetings and send the AI bot to them.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {status.isPending ? (
          <p className="text-sm text-muted-foreground">Checking your calendar connection...</p>
        ) : status.isError ? (
          <div role="alert" className="flex flex-wrap items-center justify-between gap-3 text-sm text-destructive">
            Unable to load your calendar connection.
            <Button variant="outline" size="sm" onClick={() => void status.refetch()}>
              Try Again
            </Button>
          </div>
        ) : (
          CALENDAR_PROVIDERS.map((provider) => (
            <ProviderRow
              key={provider.id}
              provider={provider}
              connected={status.data.connected ? status.data.provider : null}
              status={status.data}
              actions={actions}
            />
          ))
        )}
      </CardContent>
    </Card>
  );
}
