import type { ReactNode } from "react";

/** A centred message over the whole screen: the session "Loading..." state and start-up messages. */
export function FullScreenMessage({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="flex min-h-screen items-center justify-center p-6 text-sm text-muted-foreground">
      {children}
    </div>
  );
}
