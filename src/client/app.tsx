import { useEffect, type ReactNode } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { Redirect, Route, Switch } from "wouter";
import { FullScreenMessage } from "./components/full-screen-message";
import { Toaster } from "./components/ui/toaster";
import { showErrorFromQuery, WelcomeToast } from "./features/auth";
import { AppLayout, NotFoundPage } from "./features/shell";
import { queryClient as defaultQueryClient } from "./lib/query-client";
import { useAuth } from "./lib/session";
import { signedInRoutes, signedOutRoutes } from "./routes";

/** The public screens that make no sense once signed in. */
const SIGNED_OUT_ONLY = ["/login", "/signin", "/signup"] as const;

/** SPEC §2: signed-out visitors get the public routes, signed-in users the app shell. */
export function AppRoutes() {
  const { status, user } = useAuth();
  if (status === "loading") return <FullScreenMessage>Loading...</FullScreenMessage>;

  if (user) {
    return (
      <>
        {/* The welcome a sign-in queued before its full page load (SPEC §8), now that the user is in. */}
        <WelcomeToast />
        <AppLayout user={user}>
          <Switch>
            {signedInRoutes.map(({ path, component }) => (
              <Route key={path} path={path} component={component} />
            ))}
            {/* A signed-in user who opens a sign-in or sign-up link (a bookmark, the back button) is already in. */}
            {SIGNED_OUT_ONLY.map((path) => (
              <Route key={path} path={path}>
                <Redirect to="/" replace />
              </Route>
            ))}
            <Route component={NotFoundPage} />
          </Switch>
        </AppLayout>
      </>
    );
  }

  return (
    <Switch>
      {signedOutRoutes.map(({ path, component }) => (
        <Route key={path} path={path} component={component} />
      ))}
      <Route>
        <Redirect to="/login" replace />
      </Route>
    </Switch>
  );
}

export function AppProviders({ client = defaultQueryClient, children }: { client?: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}

export function App() {
  // SPEC §2 Start-up: an ?error= from external sign-in becomes a toast and leaves the address bar.
  useEffect(() => {
    showErrorFromQuery();
  }, []);
  return (
    <AppProviders>
      <AppRoutes />
    </AppProviders>
  );
}
