import { afterEach, describe, expect, it } from "vitest";
import { act } from "@testing-library/react";
import { resetToasts } from "@client/lib/toast";
import { render } from "@testing-library/react";
import { Toaster } from "@client/components/ui/toaster";
import { expectToast } from "@tests/client/toasts";
import { queueWelcomeToast, showQueuedWelcomeToast } from "./welcome-toast";

afterEach(() => {
  act(() => resetToasts());
  window.sessionStorage.clear();
});

describe("the welcome toast across the sign-in's page load", () => {
  it("shows the queued 'Welcome back' once, on the next start only", async () => {
    render(<Toaster />);
    queueWelcomeToast("login");
    let shown = false;
    act(() => void (shown = showQueuedWelcomeToast()));
    expect(shown).toBe(true);
    await expectToast("Welcome back", "You have signed in successfully.");
    // A reload after it appeared does not show it again.
    expect(showQueuedWelcomeToast()).toBe(false);
  });

  it("survives a reload that comes before it was shown: the note stays until a start shows it", async () => {
    queueWelcomeToast("signup");
    // A start that reloads before anything rendered leaves the note where it was.
    expect(window.sessionStorage.length).toBe(1);
    render(<Toaster />);
    act(() => void showQueuedWelcomeToast());
    await expectToast("Account created successfully", "Welcome to Rapport! You can now access your dashboard.");
    expect(window.sessionStorage.length).toBe(0);
  });

  it("drops a stale or malformed note without a toast", () => {
    queueWelcomeToast("login", Date.now() - 10 * 60_000);
    expect(showQueuedWelcomeToast()).toBe(false);
    expect(window.sessionStorage.length).toBe(0);
    window.sessionStorage.setItem("rapport.welcome", "{not json");
    expect(showQueuedWelcomeToast()).toBe(false);
    expect(window.sessionStorage.length).toBe(0);
  });
});
