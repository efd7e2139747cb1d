import type { ReactNode } from "react";
import { Logo } from "@client/components/logo";

/** The frame shared by the signed-out screens: logo, heading and subtitle over a centred column. */
export function AuthScreen({ heading, subtitle, children }: { heading: string; subtitle: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-b from-accent/60 to-background px-4 py-12">
      <div className="w-full max-w-md">
        <div className="mb-8 flex flex-col items-center gap-4 text-center">
          <Logo />
          <div className="grid gap-1.5">
            <h1 className="text-3xl font-semibold tracking-tight">{heading}</h1>
            <p className="text-sm text-muted-foreground">{subtitle}</p>
          </div>
        </div>
        {children}
      </div>
    </main>
  );
}
