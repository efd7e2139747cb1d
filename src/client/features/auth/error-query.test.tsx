import { afterEach, describe, expect, it } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { Toaster } from "@client/components/ui/toaster";
import { resetToasts } from "@client/lib/toast";
import { expectToast } from "@tests/client/toasts";
import { showErrorFromQuery } from "./error-query";

afterEach(() => {
  act(() => resetToasts());
  window.history.replaceState(null, "", "/");
});

// SPEC §8 Error query values: every value with its exact title and text.
const table: [string, string, string][] = [
  ["auth_failed", "Login Failed", "Google authentication failed. Please try again."],
  ["invalid_code", "Authorization Error", "The authorization code expired. Please try logging in again."],
  ["oauth_config", "Configuration Error", "OAuth configuration issue. Please contact support."],
  ["network_error", "Network Error", "Unable to connect to Google. Please check your connection and try again."],
  ["session_save_failed", "Session Error", "Login succeeded but session could not be saved. Please try again."],
  ["account_exists", "Account Already Exists", "An account with this email already exists. Please sign in instead."],
];

describe("showErrorFromQuery", () => {
  it.each(table)("shows the toast for error=%s and removes the parameter", async (value, title, text) => {
    render(<Toaster />);
    window.history.replaceState(null, "", `/?error=${value}`);

    act(() => {
      expect(showErrorFromQuery()).toBe(value);
    });

    await expectToast(title, text);
    expect(document.querySelector('ol li[data-state="open"]')).toHaveClass("destructive");
    expect(window.location.pathname + window.location.search).toBe("/");
  });

  it.each([
    ["google", "Google sign-in isn't set up on this Rapport server yet."],
    ["microsoft", "Microsoft sign-in isn't set up on this Rapport server yet."],
  ])("keeps SPEC's oauth_config text and adds plain words when %s sign-in is not set up", async (provider, plainWords) => {
    render(<Toaster />);
    window.history.replaceState(null, "", `/login?error=oauth_config&setup=${provider}`);
    act(() => void showErrorFromQuery());
    await expectToast("Configuration Error", `OAuth configuration issue. Please contact support.${plainWords}`);
    expect(screen.getByText("OAuth configuration issue. Please contact support.")).toBeInTheDocument();
    expect(screen.getByText(plainWords)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/CLIENT_ID|CLIENT_SECRET/);
    expect(window.location.pathname + window.location.search).toBe("/login");
  });

  it("adds no plain words for an unknown setup value or another error", async () => {
    render(<Toaster />);
    window.history.replaceState(null, "", "/?error=oauth_config&setup=%3Cb%3Ex%3C%2Fb%3E");
    act(() => void showErrorFromQuery());
    await expectToast("Configuration Error", "OAuth configuration issue. Please contact support.");
    act(() => resetToasts());
    window.history.replaceState(null, "", "/?error=auth_failed&setup=google");
    act(() => void showErrorFromQuery());
    await expectToast("Login Failed", "Google authentication failed. Please try again.");
    expect(window.location.search).toBe("");
  });

  it("reads the parameter on any path and keeps the other parameters and the hash", () => {
    window.history.replaceState(null, "", "/login?next=%2Fmeetings&error=auth_failed&tab=2#top");
    act(() => {
      showErrorFromQuery();
    });
    expect(window.location.pathname).toBe("/login");
    expect(window.location.search).toBe("?next=%2Fmeetings&tab=2");
    expect(window.location.hash).toBe("#top");
  });

  it("removes an unknown value without showing its text", async () => {
    render(<Toaster />);
    window.history.replaceState(null, "", "/?error=%3Cb%3Ehacked%3C%2Fb%3E");
    act(() => {
      showErrorFromQuery();
    });
    expect(window.location.search).toBe("");
    expect(document.querySelectorAll("ol li")).toHaveLength(0);
  });

  it("does nothing without an error parameter", () => {
    window.history.replaceState(null, "", "/signup?plan=pro");
    expect(showErrorFromQuery()).toBeNull();
    expect(window.location.href).toMatch(/\/signup\?plan=pro$/);
  });
});
