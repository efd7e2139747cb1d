import { X } from "lucide-react";
import { Link, useLocation } from "wouter";
import type { CurrentUser } from "@shared/auth";
import { Logo } from "@client/components/logo";
import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/utils";
import { NAV_LINKS, isCurrentLink } from "./nav-links";
import { SidebarUser } from "./sidebar-user";

interface SidebarProps {
  user: CurrentUser;
  id?: string;
  /** Below md the sidebar is a drawer: shown only while open. From md on it is always there. */
  open?: boolean;
  onClose?: () => void;
}

/**
 * SPEC §2/§9: the 16rem left sidebar with the logo, five links and the signed-in user, as tall as the
 * viewport. Below md it slides in as a drawer; closed, it is invisible, so its links leave the tab order.
 */
export function Sidebar({ user, id, open = false, onClose }: SidebarProps) {
  const [location] = useLocation();
  return (
    <aside
      id={id}
      aria-label="Sidebar"
      className={cn(
        "fixed inset-y-0 left-0 z-50 flex h-dvh w-64 shrink-0 flex-col border-r bg-card transition-transform md:sticky md:top-0 md:z-auto md:h-screen md:translate-x-0",
        open ? "translate-x-0" : "max-md:invisible -translate-x-full",
      )}
    >
      <div className="flex h-16 items-center justify-between border-b px-5">
        <Link href="/" aria-label="Rapport home">
          <Logo />
        </Link>
        {onClose ? (
          <Button variant="ghost" size="icon" aria-label="Close menu" className="md:hidden" onClick={onClose}>
            <X aria-hidden="true" />
          </Button>
        ) : null}
      </div>
      <nav aria-label="Main" className="flex-1 space-y-1 p-3">
        {NAV_LINKS.map(({ label, href, icon: Icon }) => {
          const current = isCurrentLink(href, location);
          return (
            <Link
              key={href}
              href={href}
              aria-current={current ? "page" : undefined}
              className={cn(
                "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors",
                current ? "bg-accent text-accent-foreground" : "text-muted-foreground hover:bg-muted hover:text-foreground",
              )}
            >
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </Link>
          );
        })}
      </nav>
      <SidebarUser user={user} />
    </aside>
  );
}
