import { Suspense, useEffect, useState, type ReactNode } from "react";
import { Menu } from "lucide-react";
import { Link, useLocation } from "wouter";
import type { CurrentUser } from "@shared/auth";
import { Logo } from "@client/components/logo";
import { Button } from "@client/components/ui/button";
import { Sidebar } from "./sidebar";

const DRAWER_ID = "main-navigation";

/**
 * SPEC §2 Signed-in layout: sidebar on the left, the current screen on the right. Below the md
 * breakpoint the sidebar is a drawer opened from the menu button of a top bar, so a phone's width
 * goes to the screen; it closes on navigation, on Escape and on a tap outside it.
 */
export function AppLayout({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const [location] = useLocation();
  // The drawer is open on the screen it was opened on: following one of its links closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const menuOpen = openedAt === location;
  const setMenuOpen = (open: boolean) => setOpenedAt(open ? location : null);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpenedAt(null);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  return (
    <div className="min-h-screen bg-background md:flex">
      <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b bg-card px-4 md:hidden">
        <Button
          variant="ghost"
          size="icon"
          aria-label="Open menu"
          aria-expanded={menuOpen}
          aria-controls={DRAWER_ID}
          onClick={() => setMenuOpen(true)}
        >
          <Menu aria-hidden="true" />
        </Button>
        <Link href="/" aria-label="Rapport home">
          <Logo />
        </Link>
      </header>
      {menuOpen ? <div aria-hidden="true" className="fixed inset-0 z-40 bg-black/40 md:hidden" onClick={() => setMenuOpen(false)} /> : null}
      <Sidebar id={DRAWER_ID} user={user} open={menuOpen} onClose={() => setMenuOpen(false)} />
      <main className="min-w-0 flex-1">
        {/* Screens are loaded on demand so the signed-out bundle stays small. */}
        <Suspense fallback={<p className="p-4 text-sm text-muted-foreground md:p-8">Loading...</p>}>{children}</Suspense>
      </main>
    </div>
  );
}
