import { useQuery } from "@tanstack/react-query";
import { integrationsStatusSchema, type IntegrationStatus, type IntegrationsStatus } from "@shared/integrations";
import { Badge } from "@client/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";

export const INTEGRATIONS_STATUS_KEY = ["/api/integrations/status"] as const;

const selectStatus = (data: unknown): IntegrationsStatus => integrationsStatusSchema.parse(data);

function IntegrationRow({ integration }: { integration: IntegrationStatus }) {
  const descriptionId = `integration-${integration.id}`;
  return (
    <li className="grid gap-1 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${descriptionId}-name`} className="font-medium">
          {integration.name}
        </p>
        <Badge variant={integration.configured ? "success" : "secondary"}>{integration.configured ? "Set up" : "Not set up"}</Badge>
      </div>
      <p id={descriptionId} className="text-sm text-muted-foreground">
        {integration.description}
      </p>
      {integration.adminHint ? (
        <p className="text-xs text-muted-foreground">
          <span className="font-medium text-foreground">For your administrator: </span>
          <span className="break-words">{integration.adminHint}</span>
        </p>
      ) : null}
    </li>
  );
}

/**
 * Settings › Integrations: which outside services this Rapport server has been set up with. Users read plain
 * words; the rows that are not set up also say which settings whoever runs the server adds.
 */
export function ServerIntegrationsCard() {
  const status = useQuery({ queryKey: INTEGRATIONS_STATUS_KEY, select: selectStatus });
  return (
    <Card>
      <CardHeader>
        <CardTitle>On this Rapport server</CardTitle>
        <CardDescription>
          What the administrator of this server has set up. Something not set up here is not something you can fix in
          your account.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {status.isPending ? <p className="text-sm text-muted-foreground">Loading integrations...</p> : null}
        {status.isError ? <p className="text-sm text-destructive">Unable to load this server's integrations.</p> : null}
        {status.data ? (
          <ul className="grid gap-3" aria-label="Server integrations">
            {status.data.integrations.map((integration) => (
              <IntegrationRow key={integration.id} integration={integration} />
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
