import type { ReactNode } from "react";

/** A quiet box for "nothing here yet" content inside a page. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className="p-4 md:p-8">
      <div className="rounded-xl border border-dashed bg-card px-6 py-12 text-center text-sm text-muted-foreground">
        {children}
      </div>
    </div>
  );
}
