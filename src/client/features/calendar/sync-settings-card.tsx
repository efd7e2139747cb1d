import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { Label } from "@client/components/ui/label";
import { Switch } from "@client/components/ui/switch";

function SettingRow({ id, label, hint, children }: { id: string; label: string; hint: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 rounded-lg border p-4">
      <div className="grid gap-0.5">
        <Label htmlFor={id}>{label}</Label>
        <p className="text-sm text-muted-foreground">{hint}</p>
      </div>
      {children}
    </div>
  );
}

/**
 * SPEC §2 Sync Settings, shown while a calendar is connected. Both toggles are disabled: they report
 * what the connection does (reading meetings; auto-deploying bots, which the Automatic Bot Scheduling
 * switch in Settings › Integrations controls) rather than being settings of their own.
 */
export function SyncSettingsCard({ syncEnabled, autoDeploy }: { syncEnabled: boolean; autoDeploy: boolean }) {
  return (
    <Card role="region" aria-labelledby="sync-settings-title">
      <CardHeader>
        <CardTitle id="sync-settings-title">Sync Settings</CardTitle>
        <CardDescription>How Rapport uses your connected calendar.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <SettingRow
          id="sync-meeting-detection"
          label="Automatic Meeting Detection"
          hint="Find meetings with Zoom, Teams or Meet links among your calendar events."
        >
          <Switch id="sync-meeting-detection" checked={syncEnabled} disabled />
        </SettingRow>
        <SettingRow
          id="sync-auto-deploy"
          label="Auto-deploy Recording Bots"
          hint="Turned on and off with Automatic Bot Scheduling in Settings › Integrations."
        >
          <Switch id="sync-auto-deploy" checked={autoDeploy} disabled />
        </SettingRow>
      </CardContent>
    </Card>
  );
}
