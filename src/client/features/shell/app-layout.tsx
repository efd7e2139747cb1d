import { Suspense, type ReactNode } from "react";
import type { CurrentUser } from "@shared/auth";
import { Sidebar } from "./sidebar";

/** SPEC §2 Signed-in layout: sidebar on the left, the current screen on the right. */
export function AppLayout({ user, children }: { user: CurrentUser; children: ReactNode }) {
  return (
    <div className="flex min-h-screen bg-background">
      <Sidebar user={user} />
      <main className="min-w-0 flex-1">
        {/* Screens are loaded on demand so the signed-out bundle stays small. */}
        <Suspense fallback={<p className="p-8 text-sm text-muted-foreground">Loading...</p>}>{children}</Suspense>
      </main>
    </div>
  );
}
