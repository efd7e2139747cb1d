import { BackLink } from "@client/components/back-link";
import { PageHeader } from "@client/components/page-header";
import { CalendarIntegrationCard } from "./calendar-integration-card";
import { PermissionsCard } from "./permissions-card";
import { useAutoSchedule, useCalendarStatus } from "./queries";
import { SyncSettingsCard } from "./sync-settings-card";

/** SPEC §2 Calendar settings (/settings/calendar); the OAuth callback returns here. */
export function CalendarSettingsPage() {
  const status = useCalendarStatus();
  const autoSchedule = useAutoSchedule();

  return (
    <>
      <PageHeader
        title="Calendar Settings"
        description="Connect your calendar so the AI bot can join your sales meetings."
        actions={
          <BackLink href="/settings">Back to Settings</BackLink>
        }
      />
      <div className="grid max-w-3xl gap-6 p-4 md:p-8">
        <CalendarIntegrationCard />
        {status.data?.connected ? (
          <SyncSettingsCard syncEnabled={status.data.syncEnabled} autoDeploy={autoSchedule.data?.enabled === true} />
        ) : null}
        <PermissionsCard />
      </div>
    </>
  );
}
