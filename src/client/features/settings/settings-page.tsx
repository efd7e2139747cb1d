import { useState } from "react";
import { BarChart3, Bell, CreditCard, Plug, Radar, UserRound } from "lucide-react";
import { PageHeader } from "@client/components/page-header";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@client/components/ui/tabs";
import { CalendarSection } from "@client/features/calendar";
import { TrackersTab } from "@client/features/trackers";
import { useAuth } from "@client/lib/session";
import { AccountTab } from "./account-tab";
import { IntegrationsTab } from "./integrations-tab";
import { NotificationsTab } from "./notifications-tab";
import { PlansTab } from "./plans-tab";
import { ServerIntegrationsCard } from "./server-integrations-card";
import { UsageTab } from "./usage-tab";

const TABS = [
  { value: "plans", label: "Plans", icon: CreditCard },
  { value: "usage", label: "Usage", icon: BarChart3 },
  { value: "account", label: "Account", icon: UserRound },
  { value: "integrations", label: "Integrations", icon: Plug },
  { value: "notifications", label: "Notifications", icon: Bell },
  // Issue 18 adds Trackers after SPEC §2's five tabs.
  { value: "trackers", label: "Trackers", icon: Radar },
] as const;

/** SPEC §2 Settings (/settings): five tabs, Plans first and open by default, then Trackers (issue 18). */
export function SettingsPage() {
  const { user } = useAuth();
  const [tab, setTab] = useState<string>("plans");
  if (!user) return null;

  return (
    <>
      <PageHeader title="Settings" description="Manage your plan, usage, account, integrations and trackers." />
      <div className="p-4 md:p-8">
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList className="h-auto flex-wrap">
            {TABS.map(({ value, label, icon: Icon }) => (
              <TabsTrigger key={value} value={value}>
                <Icon aria-hidden="true" />
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="plans">
            <PlansTab currentPlan={user.plan} />
          </TabsContent>
          <TabsContent value="usage">
            <UsageTab onUpgrade={() => setTab("plans")} />
          </TabsContent>
          <TabsContent value="account">
            <AccountTab user={user} />
          </TabsContent>
          <TabsContent value="integrations">
            <IntegrationsTab calendar={<CalendarSection />} server={<ServerIntegrationsCard />} />
          </TabsContent>
          <TabsContent value="notifications">
            <NotificationsTab />
          </TabsContent>
          <TabsContent value="trackers">
            <TrackersTab plan={user.plan} onUpgrade={() => setTab("plans")} />
          </TabsContent>
        </Tabs>
      </div>
    </>
  );
}
