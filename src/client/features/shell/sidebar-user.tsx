import { LogOut } from "lucide-react";
import type { CurrentUser } from "@shared/auth";
import { Avatar, AvatarFallback, AvatarImage } from "@client/components/ui/avatar";
import { Button } from "@client/components/ui/button";
import { useLogout } from "@client/lib/session";

/** The avatar fallback: first letters of the first and last name (SPEC §2 Signed-in layout). */
export function initialsOf(user: Pick<CurrentUser, "firstName" | "lastName">): string {
  const first = user.firstName.trim().charAt(0);
  const last = user.lastName.trim().charAt(0);
  return `${first}${last}`.toUpperCase();
}

export function SidebarUser({ user }: { user: CurrentUser }) {
  const logout = useLogout();
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  return (
    <div className="flex items-center gap-3 border-t p-4">
      <Avatar>
        {user.profileImageUrl ? <AvatarImage src={user.profileImageUrl} alt="" /> : null}
        <AvatarFallback>{initialsOf(user)}</AvatarFallback>
      </Avatar>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{fullName}</p>
        <p className="truncate text-xs text-muted-foreground" title={user.email}>
          {user.email}
        </p>
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Log out"
        title="Log out"
        disabled={logout.isPending}
        onClick={() => logout.mutate()}
      >
        <LogOut aria-hidden="true" />
      </Button>
    </div>
  );
}
