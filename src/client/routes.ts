import { lazy, type ComponentType } from "react";
import type { RouteComponentProps } from "wouter";
import { LandingPage, SignInPage, SignUpPage } from "./features/auth";
import { JoinSignedOutPage } from "./features/team";

export interface AppRoute {
  path: string;
  component: ComponentType<RouteComponentProps>;
}

/**
 * Signed-in screens load on first visit, each in its own chunk: the landing and sign-in screens
 * never download them (nor the chart library the analytics screens bring along).
 */
function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType<RouteComponentProps>>>,
  name: Name,
): ComponentType<RouteComponentProps> {
  return lazy<ComponentType<RouteComponentProps>>(async () => ({ default: (await load())[name] }));
}

/** SPEC §2 Signed-out routes. Any other path redirects to /login (see app.tsx). */
export const signedOutRoutes: readonly AppRoute[] = [
  { path: "/", component: LandingPage },
  { path: "/login", component: SignInPage },
  { path: "/signin", component: SignInPage },
  { path: "/signup", component: SignUpPage },
  { path: "/join/:token", component: JoinSignedOutPage },
];

/** SPEC §2 Signed-in routes, shown inside the sidebar layout. Any other path is the 404 screen. */
export const signedInRoutes: readonly AppRoute[] = [
  { path: "/", component: lazyPage(() => import("./features/dashboard/pages"), "DashboardPage") },
  { path: "/meetings", component: lazyPage(() => import("./features/meetings/pages"), "MeetingsPage") },
  {
    path: "/meetings/schedule",
    component: lazyPage(() => import("./features/meetings/pages"), "ScheduleBotPage"),
  },
  { path: "/recordings", component: lazyPage(() => import("./features/recordings/pages"), "RecordingsPage") },
  { path: "/upload", component: lazyPage(() => import("./features/transcripts/pages"), "UploadPage") },
  {
    path: "/transcripts",
    component: lazyPage(() => import("./features/transcripts/pages"), "TranscriptsPage"),
  },
  { path: "/analytics", component: lazyPage(() => import("./features/analytics/pages"), "AnalyticsPage") },
  ...["/analysis/:id", "/transcript/:id", "/meeting/:id"].map((path) => ({
    path,
    component: lazyPage(() => import("./features/analysis/pages"), "AnalysisPage"),
  })),
  { path: "/team", component: lazyPage(() => import("./features/team/pages"), "TeamPage") },
  { path: "/join/:token", component: lazyPage(() => import("./features/team/pages"), "JoinTeamPage") },
  { path: "/settings", component: lazyPage(() => import("./features/settings/pages"), "SettingsPage") },
  {
    path: "/settings/calendar",
    component: lazyPage(() => import("./features/calendar/pages"), "CalendarSettingsPage"),
  },
];
