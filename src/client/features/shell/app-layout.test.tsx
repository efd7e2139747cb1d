import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { CurrentUser } from "@shared/auth";
import { renderWithProviders } from "@tests/client/render";
import { AppLayout } from "./app-layout";

const ada: CurrentUser = {
  id: "u1",
  email: "ada@example.com",
  firstName: "Ada",
  lastName: "Lovelace",
  company: null,
  role: null,
  botName: "AI Notetaker",
  botEntryMessage: "Hello",
  profileImageUrl: null,
  plan: "free",
};

// jsdom applies no media queries: these tests check the drawer's state, the browser suite its layout.
describe("AppLayout's drawer below md", () => {
  it("opens from the top bar's menu button and closes on navigation", async () => {
    const { location } = renderWithProviders(
      <AppLayout user={ada}>
        <h1>Dashboard</h1>
      </AppLayout>,
    );
    const user = userEvent.setup();
    const menu = screen.getByRole("button", { name: "Open menu" });
    const drawer = screen.getByRole("complementary", { name: "Sidebar" });
    expect(menu).toHaveAttribute("aria-expanded", "false");
    expect(menu).toHaveAttribute("aria-controls", drawer.id);
    expect(drawer).toHaveClass("-translate-x-full");

    await user.click(menu);
    expect(menu).toHaveAttribute("aria-expanded", "true");
    expect(drawer).toHaveClass("translate-x-0");

    await user.click(screen.getByRole("link", { name: "Recordings" }));
    expect(location.history?.at(-1)).toBe("/recordings");
    expect(menu).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape and from its close button", async () => {
    renderWithProviders(
      <AppLayout user={ada}>
        <h1>Dashboard</h1>
      </AppLayout>,
    );
    const user = userEvent.setup();
    const menu = screen.getByRole("button", { name: "Open menu" });
    await user.click(menu);
    await user.keyboard("{Escape}");
    expect(menu).toHaveAttribute("aria-expanded", "false");
    await user.click(menu);
    await user.click(screen.getByRole("button", { name: "Close menu" }));
    expect(menu).toHaveAttribute("aria-expanded", "false");
  });
});
