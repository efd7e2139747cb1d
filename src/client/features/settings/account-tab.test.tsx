import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { resetToasts } from "@client/lib/toast";
import { deferred, json, stubFetch } from "@tests/client/fetch-stub";
import { renderWithProviders } from "@tests/client/render";
import { expectToast } from "@tests/client/toasts";
import { AccountTab } from "./account-tab";
import { testUser } from "@tests/client/settings-data";

afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
});

const bodyOf = (fetchMock: ReturnType<typeof stubFetch>, url: string) =>
  JSON.parse(String(fetchMock.mock.calls.find(([called]) => called === url)?.[1]?.body));

describe("Profile Information", () => {
  it("shows the user's profile with the e-mail read-only", () => {
    stubFetch({});
    renderWithProviders(<AccountTab user={testUser()} />);
    expect(screen.getByLabelText("Email")).toHaveValue("ada@example.com");
    expect(screen.getByLabelText("Email")).toHaveAttribute("readonly");
    expect(screen.getByLabelText("First name")).toHaveValue("Ada");
    expect(screen.getByLabelText("Last name")).toHaveValue("Lovelace");
    expect(screen.getByLabelText("Company")).toHaveValue("Analytical Engines");
    expect(screen.getByLabelText("Job title")).toHaveValue("Account Executive");
  });

  it("is busy while saving, then says Profile updated and reads the current user again", async () => {
    const answer = deferred();
    const fetchMock = stubFetch({ "POST /api/profile": () => answer.promise });
    const { client } = renderWithProviders(<AccountTab user={testUser({ company: null })} />);
    const invalidate = vi.spyOn(client, "invalidateQueries");
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText("Job title"));
    await user.type(screen.getByLabelText("Job title"), "VP Sales");
    await user.click(screen.getByRole("button", { name: "Save Profile" }));

    expect(await screen.findByRole("button", { name: "Saving..." })).toBeDisabled();
    expect(screen.getByLabelText("First name")).toBeDisabled();
    expect(bodyOf(fetchMock, "/api/profile")).toEqual({ firstName: "Ada", lastName: "Lovelace", company: null, role: "VP Sales" });

    answer.resolve(json({ user: testUser({ role: "VP Sales" }) }));
    await expectToast("Profile updated");
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["/api/auth/user"] });
    expect(await screen.findByRole("button", { name: "Save Profile" })).toBeEnabled();
  });

  it("shows the schema's message under the field and sends nothing", async () => {
    const fetchMock = stubFetch({});
    renderWithProviders(<AccountTab user={testUser()} />);
    await userEvent.clear(screen.getByLabelText("First name"));
    await userEvent.click(screen.getByRole("button", { name: "Save Profile" }));
    expect(await screen.findByText("First name is required")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    [json({ code: "BAD_REQUEST", message: "Company must be at most 200 characters" }, 400), "Company must be at most 200 characters"],
    [new Response("", { status: 500, statusText: "Internal Server Error" }), "Failed to update profile. Please try again."],
  ])("shows Update failed with the server's message or the fallback", async (response, description) => {
    stubFetch({ "POST /api/profile": () => response });
    renderWithProviders(<AccountTab user={testUser()} />);
    await userEvent.click(screen.getByRole("button", { name: "Save Profile" }));
    await expectToast("Update failed", description);
  });
});

describe("Bot Configuration", () => {
  it("saves the bot name and entry message (a 3-row text area) and says Bot settings updated", async () => {
    const fetchMock = stubFetch({ "POST /api/bot-config": () => json({ user: testUser({ botName: "Ada's Bot" }) }) });
    renderWithProviders(<AccountTab user={testUser()} />);
    expect(screen.getByLabelText("Entry message")).toHaveAttribute("rows", "3");
    await userEvent.clear(screen.getByLabelText("Bot name"));
    await userEvent.type(screen.getByLabelText("Bot name"), "Ada's Bot");
    await userEvent.click(screen.getByRole("button", { name: "Save Bot Settings" }));
    await expectToast("Bot settings updated");
    expect(bodyOf(fetchMock, "/api/bot-config")).toEqual({
      botName: "Ada's Bot",
      botEntryMessage: "I am a meeting bot here to help with notes and transcription.",
    });
  });

  it("shows Update failed with the bot fallback when the server gives no message", async () => {
    stubFetch({ "POST /api/bot-config": () => Promise.reject(new TypeError("Failed to fetch")) });
    renderWithProviders(<AccountTab user={testUser()} />);
    await userEvent.click(screen.getByRole("button", { name: "Save Bot Settings" }));
    await expectToast("Update failed", "Failed to update bot settings. Please try again.");
  });
});

describe("Security", () => {
  const fill = async (current: string, next: string, confirm: string) => {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Current password"), current);
    await user.type(screen.getByLabelText("New password"), next);
    await user.type(screen.getByLabelText("Confirm new password"), confirm);
    await user.click(screen.getByRole("button", { name: "Update Password" }));
  };

  it("checks the new password with the signup rule and the confirmation before sending", async () => {
    const fetchMock = stubFetch({});
    renderWithProviders(<AccountTab user={testUser()} />);
    await fill("old secret", "12345", "12346");
    expect(await screen.findByText("Password must be at least 6 characters")).toBeInTheDocument();
    expect(screen.getByText("Passwords do not match")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("changes the password while busy, confirms, and clears the fields", async () => {
    const answer = deferred();
    const fetchMock = stubFetch({ "POST /api/auth/password": () => answer.promise });
    renderWithProviders(<AccountTab user={testUser()} />);
    await fill("old secret", "new secret", "new secret");
    expect(await screen.findByRole("button", { name: "Updating..." })).toBeDisabled();
    expect(bodyOf(fetchMock, "/api/auth/password")).toEqual({
      currentPassword: "old secret",
      newPassword: "new secret",
      confirmPassword: "new secret",
    });
    answer.resolve(json({ success: true }));
    await expectToast("Password updated", "Your other sessions have been signed out.");
    await waitFor(() => expect(screen.getByLabelText("Current password")).toHaveValue(""));
  });

  it("shows the server's refusal", async () => {
    stubFetch({ "POST /api/auth/password": () => json({ code: "BAD_REQUEST", message: "Current password is incorrect" }, 400) });
    renderWithProviders(<AccountTab user={testUser()} />);
    await fill("wrong one", "new secret", "new secret");
    await expectToast("Update failed", "Current password is incorrect");
    expect(screen.getByLabelText("Current password")).toHaveValue("wrong one");
  });
});
