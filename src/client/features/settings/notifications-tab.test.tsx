import { afterEach, describe, expect, it } from "vitest";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { resetToasts } from "@client/lib/toast";
import { renderWithProviders } from "@tests/client/render";
import { expectToast } from "@tests/client/toasts";
import { loadPreferences } from "./notification-preferences";
import { NotificationsTab } from "./notifications-tab";

afterEach(() => {
  act(() => resetToasts());
  window.localStorage.clear();
});

describe("NotificationsTab", () => {
  it("starts with e-mail on and push off; reminders and weekly reports are always on", () => {
    renderWithProviders(<NotificationsTab />);
    expect(screen.getByRole("switch", { name: "Email Notifications" })).toBeChecked();
    expect(screen.getByRole("switch", { name: "Push Notifications" })).not.toBeChecked();
    for (const name of ["Meeting Reminders", "Weekly Reports"]) {
      expect(screen.getByRole("switch", { name })).toBeChecked();
      expect(screen.getByRole("switch", { name })).toBeDisabled();
    }
  });

  it("toggles locally and confirms Save Preferences with Settings saved, sending nothing", async () => {
    renderWithProviders(<NotificationsTab />);
    await userEvent.click(screen.getByRole("switch", { name: "Push Notifications" }));
    await userEvent.click(screen.getByRole("switch", { name: "Email Notifications" }));
    expect(screen.getByRole("switch", { name: "Push Notifications" })).toBeChecked();
    expect(loadPreferences()).toEqual({ email: true, push: false });

    await userEvent.click(screen.getByRole("button", { name: "Save Preferences" }));
    await expectToast("Settings saved");
    expect(loadPreferences()).toEqual({ email: false, push: true });
  });

  it("ignores stored preferences it cannot read", () => {
    window.localStorage.setItem("rapport.notification-preferences", "{broken");
    expect(loadPreferences()).toEqual({ email: true, push: false });
    window.localStorage.setItem("rapport.notification-preferences", JSON.stringify({ email: "yes" }));
    expect(loadPreferences()).toEqual({ email: true, push: false });
  });
});
