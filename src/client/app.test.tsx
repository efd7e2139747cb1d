import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, waitFor } from "@testing-library/react";
import type { CurrentUser } from "@shared/auth";
import { queryClient } from "@client/lib/query-client";
import { resetToasts } from "@client/lib/toast";
import { deferred, json, stubFetch } from "@tests/client/fetch-stub";
import { renderWithProviders } from "@tests/client/render";
import { expectToast } from "@tests/client/toasts";
import { App, AppRoutes } from "./app";
import { queueWelcomeToast } from "./features/auth";

vi.mock("@client/lib/navigation", () => ({ fullPageLoad: vi.fn(), reloadPage: vi.fn() }));

afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
  window.sessionStorage.clear();
});

const ada: CurrentUser = {
  id: "u1",
  email: "ada@example.com",
  firstName: "Ada",
  lastName: "Lovelace",
  company: null,
  role: null,
  botName: "AI Notetaker",
  botEntryMessage: "I am a meeting bot here to help with notes and transcription.",
  profileImageUrl: null,
  plan: "free",
};

const signedOut = () => stubFetch({ "GET /api/auth/user": () => json({ code: "UNAUTHORIZED", message: "Sign in" }, 401) });
const signedIn = () => stubFetch({ "GET /api/auth/user": () => json(ada) });

describe("signed-out routes", () => {
  it("shows Loading... while the session loads", () => {
    stubFetch({ "GET /api/auth/user": () => deferred().promise });
    renderWithProviders(<AppRoutes />);
    expect(screen.getByText("Loading...")).toBeInTheDocument();
  });

  it("shows the landing page at / with Sign In and Create Account", async () => {
    signedOut();
    renderWithProviders(<AppRoutes />);
    expect(await screen.findByText("Get Started")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Welcome to Rapport");
    expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
    expect(screen.getByRole("link", { name: "Create Account" })).toHaveAttribute("href", "/signup");
  });

  it.each(["/login", "/signin"])("shows the sign-in screen at %s", async (path) => {
    signedOut();
    renderWithProviders(<AppRoutes />, { path });
    expect(await screen.findByRole("heading", { name: "Welcome back" })).toBeInTheDocument();
  });

  it("shows the signup screen at /signup", async () => {
    signedOut();
    renderWithProviders(<AppRoutes />, { path: "/signup" });
    expect(await screen.findByRole("heading", { name: "Join Rapport" })).toBeInTheDocument();
  });

  it.each(["/meetings", "/settings/calendar", "/nowhere"])("sends %s to /login", async (path) => {
    signedOut();
    const { location } = renderWithProviders(<AppRoutes />, { path });
    expect(await screen.findByRole("heading", { name: "Welcome back" })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe("/login");
  });
});

describe("signed-in routes", () => {
  it.each([
    ["/", "Dashboard"],
    ["/meetings", "Upcoming Meetings"],
    ["/meetings/schedule", "Schedule AI Meeting Bot"],
    ["/recordings", "Meeting Recordings"],
    ["/upload", "Upload Transcript"],
    ["/transcripts", "Transcripts"],
    ["/analytics", "Sales Analytics"],
    ["/analysis/t1", "Analysis not found"],
    ["/transcript/t1", "Analysis not found"],
    ["/meeting/t1", "Analysis not found"],
    ["/settings", "Settings"],
    ["/settings/calendar", "Calendar Settings"],
  ])("shows %s inside the layout", async (path, title) => {
    stubFetch({
      "GET /api/auth/user": () => json(ada),
      // The detail screen reads its call first; an unknown id is the spec's not-found state.
      "GET /api/transcripts/t1": () => json({ code: "NOT_FOUND", message: "Transcript not found" }, 404),
    });
    renderWithProviders(<AppRoutes />, { path });
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
  });

  it.each(["/login", "/signin", "/signup"])("sends a signed-in user from %s to the dashboard", async (path) => {
    signedIn();
    const { location } = renderWithProviders(<AppRoutes />, { path });
    await waitFor(() => expect(location.history.at(-1)).toBe("/"));
    expect(screen.queryByRole("heading", { name: "404 Page Not Found" })).not.toBeInTheDocument();
  });

  it("shows the 404 screen for an unknown path", async () => {
    signedIn();
    renderWithProviders(<AppRoutes />, { path: "/nowhere" });
    expect(await screen.findByRole("heading", { name: "404 Page Not Found" })).toBeInTheDocument();
    expect(screen.getByText("Did you forget to add the page to the router?")).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
  });
});

describe("App start-up", () => {
  it("turns ?error= into a toast and cleans the address bar", async () => {
    signedOut();
    window.history.replaceState(null, "", "/login?error=oauth_config");
    render(<App />);
    expect(await screen.findByRole("heading", { name: "Welcome back" })).toBeInTheDocument();
    await expectToast("Configuration Error", "OAuth configuration issue. Please contact support.");
    expect(window.location.pathname + window.location.search).toBe("/login");
  });

  it("shows the welcome toast a sign-in queued, once the signed-in app has started, and only once", async () => {
    queryClient.clear();
    signedIn();
    queueWelcomeToast("login");
    const { unmount } = render(<App />);
    await expectToast("Welcome back", "You have signed in successfully.");
    unmount();
    act(() => resetToasts());
    // A reload after the toast appeared starts without it.
    render(<App />);
    expect(await screen.findByRole("navigation", { name: "Main" }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText("Welcome back")).not.toBeInTheDocument();
  });

  it("keeps a queued welcome while the app is signed out", async () => {
    // App uses the shared client: forget the signed-in user an earlier test left in it.
    queryClient.clear();
    signedOut();
    queueWelcomeToast("signup");
    render(<App />);
    expect(await screen.findByText("Get Started", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText("Account created successfully")).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem("rapport.welcome")).not.toBeNull();
  });
});
