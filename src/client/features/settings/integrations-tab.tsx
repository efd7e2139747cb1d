import type { ReactNode } from "react";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";

const CRM_PROVIDERS = [
  { id: "salesforce", name: "Salesforce", blurb: "Log calls, scores and follow-ups on opportunities." },
  { id: "hubspot", name: "HubSpot", blurb: "Attach call summaries to contacts and deals." },
] as const;

/** SPEC §2 Integrations › CRM Integration. CRM sync does not exist yet, and the card says so. */
function CrmIntegrationCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>CRM Integration</CardTitle>
        <CardDescription id="crm-unavailable">
          CRM sync is not available yet. Your call analyses stay in Rapport until it is.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {CRM_PROVIDERS.map((crm) => (
          <div key={crm.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-4">
            <div className="grid gap-0.5">
              <p className="font-medium">{crm.name}</p>
              <p className="text-sm text-muted-foreground">{crm.blurb}</p>
            </div>
            <Button variant="outline" disabled aria-describedby="crm-unavailable" aria-label={`Connect ${crm.name}`}>
              Connect
            </Button>
          </div>
        ))}
      </CardContent>
    </Card>
  );
}

/**
 * SPEC §2 Settings › Integrations. `calendar` is the slot for Calendar Integration and Automatic Bot
 * Scheduling, which the calendar feature supplies; `server` the card saying what this server is set up
 * with. Without them nothing stands in their place.
 */
export function IntegrationsTab({ calendar, server }: { calendar?: ReactNode; server?: ReactNode }) {
  return (
    <div className="grid gap-6">
      {calendar}
      <CrmIntegrationCard />
      {server}
    </div>
  );
}
