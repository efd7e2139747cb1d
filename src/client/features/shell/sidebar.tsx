import { Link, useLocation } from "wouter";
import type { CurrentUser } from "@shared/auth";
import { Logo } from "@client/components/logo";
import { cn } from "@client/lib/utils";
import { NAV_LINKS, isCurrentLink } from "./nav-links";
import { SidebarUser } from "./sidebar-user";

/** SPEC §2/§9: the 16rem left sidebar with the logo, five links and the signed-in user. */
export function Sidebar({ user }: { user: CurrentUser }) {
  const [location] = useLocation();
  return (
    <aside className="sticky top-0 flex h-screen w-64 shrink-0 flex-col border-r bg-card">
      <div className="flex h-16 items-center border-b px-5">
        <Link href="/" aria-label="Rapport home">
          <Logo />
        </Link>
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
