import { useState, type ReactNode } from "react";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { Label } from "@client/components/ui/label";
import { toast } from "@client/lib/toast";
import { loadPreferences, savePreferences } from "./notification-preferences";
import { Switch } from "@client/components/ui/switch";

function PreferenceRow({ id, label, hint, children }: { id: string; label: string; hint: string; children: ReactNode }) {
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

/** SPEC §2 Settings › Notifications: local toggles; Save Preferences confirms locally. */
export function NotificationsTab() {
  const [preferences, setPreferences] = useState(loadPreferences);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Notification Preferences</CardTitle>
        <CardDescription>These preferences are kept in this browser.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <PreferenceRow id="notify-email" label="Email Notifications" hint="Analysis results and account updates by e-mail.">
          <Switch id="notify-email" checked={preferences.email} onCheckedChange={(email) => setPreferences((p) => ({ ...p, email }))} />
        </PreferenceRow>
        <PreferenceRow id="notify-push" label="Push Notifications" hint="Browser notifications when an analysis is ready.">
          <Switch id="notify-push" checked={preferences.push} onCheckedChange={(push) => setPreferences((p) => ({ ...p, push }))} />
        </PreferenceRow>
        <PreferenceRow id="notify-reminders" label="Meeting Reminders" hint="Always on: reminders before meetings your bot joins.">
          <Switch id="notify-reminders" checked disabled />
        </PreferenceRow>
        <PreferenceRow id="notify-weekly" label="Weekly Reports" hint="Always on: a weekly summary of your calls.">
          <Switch id="notify-weekly" checked disabled />
        </PreferenceRow>
        <div>
          <Button
            onClick={() => {
              savePreferences(preferences);
              toast({ title: "Settings saved" });
            }}
          >
            Save Preferences
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
