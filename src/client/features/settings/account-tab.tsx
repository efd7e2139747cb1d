import type { CurrentUser } from "@shared/auth";
import { BotConfigForm } from "./bot-config-form";
import { ProfileForm } from "./profile-form";
import { SecurityCard } from "./security-card";

/** SPEC §2 Settings › Account: profile, bot configuration and security. */
export function AccountTab({ user }: { user: CurrentUser }) {
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <ProfileForm user={user} />
      <div className="grid content-start gap-6">
        <BotConfigForm user={user} />
        <SecurityCard />
      </div>
    </div>
  );
}
