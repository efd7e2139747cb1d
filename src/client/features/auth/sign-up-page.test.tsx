import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fullPageLoad } from "@client/lib/navigation";
import { resetToasts } from "@client/lib/toast";
import { deferred, json, stubFetch } from "@tests/client/fetch-stub";
import { renderWithProviders } from "@tests/client/render";
import { expectToast } from "@tests/client/toasts";
import { showQueuedWelcomeToast } from "./welcome-toast";
import { SignUpPage } from "./sign-up-page";

vi.mock("@client/lib/navigation", () => ({ fullPageLoad: vi.fn(), reloadPage: vi.fn() }));

beforeEach(() => vi.mocked(fullPageLoad).mockClear());
afterEach(() => {
  act(() => resetToasts());
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

const ada = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", password: "engine1" };

async function fillAndSubmit(values: Partial<typeof ada>) {
  const user = userEvent.setup();
  const labels = { firstName: "First name", lastName: "Last name", email: "Email address", password: "Password" };
  for (const [field, label] of Object.entries(labels)) {
    const value = values[field as keyof typeof ada];
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  await user.click(screen.getByRole("button", { name: "Create account" }));
}

describe("SignUpPage", () => {
  it("shows the screen's texts, named inputs and the sign-in link", () => {
    renderWithProviders(<SignUpPage />);
    expect(screen.getByRole("heading", { name: "Join Rapport" })).toBeInTheDocument();
    expect(screen.getByText("Start your AI-powered sales journey")).toBeInTheDocument();
    expect(screen.getByText("Create your account")).toBeInTheDocument();
    expect(screen.getByText("Choose your preferred method to get started")).toBeInTheDocument();
    expect(screen.getByLabelText("First name")).toHaveAttribute("name", "firstName");
    expect(screen.getByLabelText("Last name")).toHaveAttribute("name", "lastName");
    expect(screen.getByLabelText("Email address")).toHaveAttribute("name", "email");
    expect(screen.getByLabelText("Password")).toHaveAttribute("name", "password");
    expect(screen.getByRole("button", { name: "Continue with Google" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Continue with Microsoft" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
  });

  it("shows every required-field message and sends nothing", async () => {
    const fetchMock = stubFetch({});
    renderWithProviders(<SignUpPage />);
    await fillAndSubmit({});
    expect(await screen.findByText("First name is required")).toBeInTheDocument();
    expect(screen.getByText("Last name is required")).toBeInTheDocument();
    expect(screen.getByText("Invalid email address")).toBeInTheDocument();
    expect(screen.getByText("Password must be at least 6 characters")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refuses a 5-character password and a malformed e-mail", async () => {
    stubFetch({});
    renderWithProviders(<SignUpPage />);
    await fillAndSubmit({ ...ada, email: "ada@", password: "12345" });
    expect(await screen.findByText("Password must be at least 6 characters")).toBeInTheDocument();
    expect(screen.getByText("Invalid email address")).toBeInTheDocument();
    expect(screen.queryByText("First name is required")).not.toBeInTheDocument();
  });

  it("is busy while creating the account, then confirms and loads / in full", async () => {
    const answer = deferred();
    const fetchMock = stubFetch({ "POST /api/auth/signup": () => answer.promise });
    renderWithProviders(<SignUpPage />);
    await fillAndSubmit(ada);

    expect(await screen.findByRole("button", { name: "Creating account..." })).toBeDisabled();
    for (const label of ["First name", "Last name", "Email address", "Password"]) {
      expect(screen.getByLabelText(label)).toBeDisabled();
    }
    expect(screen.getByRole("button", { name: "Continue with Google" })).toBeDisabled();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual(ada);

    answer.resolve(json({ user: {} }, 201));
    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith("/"));
    // The welcome shows on the page the full load opens (it would vanish with this one).
    expect(screen.queryByText("Account created successfully", { selector: "li *" })).toBeNull();
    act(() => void showQueuedWelcomeToast());
    await expectToast("Account created successfully", "Welcome to Rapport! You can now access your dashboard.");
  });

  it.each([
    {
      answer: () => json({ code: "CONFLICT", message: "An account with this email already exists" }, 409),
      title: "Account already exists",
      text: "An account with this email already exists. Please sign in instead.",
    },
    {
      answer: () => json({ code: "RATE_LIMITED", message: "Too many attempts. Please wait 15 minutes and try again." }, 429),
      title: "Signup failed",
      text: "Too many attempts. Please wait 15 minutes and try again.",
    },
    {
      answer: () => new Response("", { status: 500, statusText: "Internal Server Error" }),
      title: "Signup failed",
      text: "Please try again later.",
    },
  ])("shows '$title' with '$text' on failure", async ({ answer, title, text }) => {
    stubFetch({ "POST /api/auth/signup": answer });
    renderWithProviders(<SignUpPage />);
    await fillAndSubmit(ada);
    await expectToast(title, text);
    expect(fullPageLoad).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Create account" })).toBeEnabled();
  });
});
