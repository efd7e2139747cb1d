import { Component, type ComponentType, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { Button } from "./components/ui/button";
import { reloadPage } from "./lib/navigation";

/** SPEC §9: the app renders 100 ms after start-up; "Starting..." (in index.html) shows until then. */
export const STARTUP_DELAY_MS = 100;

export function StartupFailure() {
  return (
    <div role="alert" className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <div className="grid gap-1">
        <h1 className="text-lg font-semibold">Rapport failed to load</h1>
        <p className="text-sm text-muted-foreground">Something went wrong while starting the app.</p>
      </div>
      <Button onClick={reloadPage}>Retry</Button>
    </div>
  );
}

/** Catches an error thrown while rendering so the visitor gets the Retry screen, not a blank page. */
export class StartupBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error("Rapport failed to render", error);
  }

  override render(): ReactNode {
    return this.state.failed ? <StartupFailure /> : this.props.children;
  }
}

/**
 * Loads the app module right away (in parallel with the delay), then renders it after STARTUP_DELAY_MS.
 * A module that fails to load (say, a stale chunk after a deploy) gets the same Retry screen.
 */
export function startApp(container: HTMLElement, loadApp: () => Promise<ComponentType>): Promise<void> {
  const app = loadApp();
  // The rejection is handled after the delay; this stops it being reported as unhandled meanwhile.
  app.catch(() => undefined);
  return new Promise((resolve) => {
    setTimeout(() => {
      const root = createRoot(container);
      app.then(
        (App) => root.render(<StartupBoundary><App /></StartupBoundary>),
        (error: unknown) => {
          console.error("Rapport failed to load", error);
          root.render(<StartupFailure />);
        },
      ).finally(resolve);
    }, STARTUP_DELAY_MS);
  });
}
