import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { CurrentUser } from "@shared/auth";
import { reloadPage } from "@client/lib/navigation";
import { resetToasts } from "@client/lib/toast";
import { json, stubFetch } from "@tests/client/fetch-stub";
import { renderWithProviders } from "@tests/client/render";
import { expectToast } from "@tests/client/toasts";
import { Sidebar } from "./sidebar";
import { initialsOf } from "./sidebar-user";

vi.mock("@client/lib/navigation", () => ({ fullPageLoad: vi.fn(), reloadPage: vi.fn() }));

afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
  vi.mocked(reloadPage).mockClear();
});

const ada: CurrentUser = {
  id: "u1",
  email: "ada@example.com",
  firstName: "ada",
  lastName: "Lovelace",
  company: null,
  role: null,
  botName: "AI Notetaker",
  botEntryMessage: "I am a meeting bot here to help with notes and transcription.",
  profileImageUrl: null,
  plan: "free",
};

describe("initialsOf", () => {
  it("takes the first letter of the first and last name, upper-cased", () => {
    expect(initialsOf({ firstName: "ada", lastName: "Lovelace" })).toBe("AL");
    expect(initialsOf({ firstName: " Grace", lastName: "hopper" })).toBe("GH");
    expect(initialsOf({ firstName: "Cher", lastName: "" })).toBe("C");
  });
});

describe("Sidebar", () => {
  it("shows initials when there is no profile image, the full name and the e-mail", () => {
    renderWithProviders(<Sidebar user={ada} />);
    expect(screen.getByText("AL")).toBeInTheDocument();
    expect(screen.getByText("ada Lovelace")).toBeInTheDocument();
    expect(screen.getByText("ada@example.com")).toBeInTheDocument();
  });

  it("lists the links in order and marks the current one", () => {
    renderWithProviders(<Sidebar user={ada} />, { path: "/settings/calendar" });
    const links = screen.getAllByRole("link").filter((link) => link.closest("nav"));
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Dashboard", "/"],
      ["Meetings", "/meetings"],
      ["Recordings", "/recordings"],
      ["Analytics", "/analytics"],
      ["Team", "/team"],
      ["Settings", "/settings"],
    ]);
    expect(screen.getByRole("link", { name: "Settings" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current");
  });

  it.each([
    ["/upload", "Dashboard"],
    ["/transcripts", "Recordings"],
    ["/transcript/t1", "Recordings"],
    ["/analysis/t1", "Recordings"],
    ["/meetings/schedule", "Meetings"],
  ])("marks the link %s belongs to (%s)", (path, current) => {
    renderWithProviders(<Sidebar user={ada} />, { path });
    const marked = screen.getAllByRole("link").filter((link) => link.getAttribute("aria-current") === "page");
    expect(marked.map((link) => link.textContent)).toEqual([current]);
  });

  it("shows the whole e-mail as a tooltip, as a long one is cut short", () => {
    renderWithProviders(<Sidebar user={{ ...ada, email: "ada.lovelace.countess.of.lovelace@analytical-engine.example.com" }} />);
    expect(screen.getByText("ada.lovelace.countess.of.lovelace@analytical-engine.example.com")).toHaveAttribute(
      "title",
      "ada.lovelace.countess.of.lovelace@analytical-engine.example.com",
    );
  });

  it("marks Dashboard only on /", () => {
    renderWithProviders(<Sidebar user={ada} />, { path: "/" });
    expect(screen.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Meetings" })).not.toHaveAttribute("aria-current");
  });

  it("logs out: clears the cache and reloads the page", async () => {
    const fetchMock = stubFetch({ "POST /api/auth/logout": () => json({ success: true }) });
    const { client } = renderWithProviders(<Sidebar user={ada} />);
    client.setQueryData(["/api/auth/user"], ada);

    await userEvent.setup().click(screen.getByRole("button", { name: "Log out" }));

    await waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
    expect(fetchMock).toHaveBeenCalledWith("/api/auth/logout", expect.objectContaining({ method: "POST" }));
    expect(client.getQueryData(["/api/auth/user"])).toBeUndefined();
  });

  it("says Logout failed when the server refuses", async () => {
    stubFetch({ "POST /api/auth/logout": () => json({ code: "INTERNAL", message: "boom" }, 500) });
    renderWithProviders(<Sidebar user={ada} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Log out" }));
    await expectToast("Logout failed", "Please try again.");
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
