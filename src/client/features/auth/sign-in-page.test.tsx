import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fullPageLoad } from "@client/lib/navigation";
import { resetToasts } from "@client/lib/toast";
import { deferred, json, stubFetch } from "@tests/client/fetch-stub";
import { renderWithProviders } from "@tests/client/render";
import { expectToast } from "@tests/client/toasts";
import { showQueuedWelcomeToast } from "./welcome-toast";
import { SignInPage } from "./sign-in-page";

vi.mock("@client/lib/navigation", () => ({ fullPageLoad: vi.fn(), reloadPage: vi.fn() }));

beforeEach(() => vi.mocked(fullPageLoad).mockClear());
afterEach(() => {
  act(() => resetToasts());
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText("Email"), email);
  if (password) await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Sign in" }));
  return user;
}

describe("SignInPage", () => {
  it("shows the screen's texts, named inputs and the sign-up link", () => {
    renderWithProviders(<SignInPage />);
    expect(screen.getByRole("heading", { name: "Welcome back" })).toBeInTheDocument();
    expect(screen.getByText("Sign in to your AI sales coaching platform")).toBeInTheDocument();
    expect(screen.getByText("or sign in with email")).toBeInTheDocument();
    expect(screen.getByText("OR CONTINUE WITH")).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Continue with Google" })).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Continue with Microsoft" })).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("name", "email");
    expect(screen.getByLabelText("Password")).toHaveAttribute("name", "password");
    expect(screen.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup");
  });

  it("shows the schema's messages under the fields and sends nothing", async () => {
    const fetchMock = stubFetch({});
    renderWithProviders(<SignInPage />);
    await fillAndSubmit("", "");
    expect(await screen.findByText("Invalid email address")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refuses a malformed e-mail address", async () => {
    stubFetch({});
    renderWithProviders(<SignInPage />);
    await fillAndSubmit("not-an-email", "secret");
    expect(await screen.findByText("Invalid email address")).toBeInTheDocument();
    expect(screen.queryByText("Password is required")).not.toBeInTheDocument();
  });

  it("is busy while signing in, then welcomes the user and loads / in full", async () => {
    const answer = deferred();
    const fetchMock = stubFetch({ "POST /api/auth/login": () => answer.promise });
    renderWithProviders(<SignInPage />);
    await fillAndSubmit("ada@example.com", "secret");

    const busyButton = await screen.findByRole("button", { name: "Signing in..." });
    expect(busyButton).toBeDisabled();
    expect(screen.getByLabelText("Email")).toBeDisabled();
    expect(screen.getByLabelText("Password")).toBeDisabled();
    for (const button of screen.getAllByRole("button", { name: /Continue with/ })) expect(button).toBeDisabled();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: "ada@example.com",
      password: "secret",
    });

    answer.resolve(json({ user: {} }));
    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith("/"));
    // The welcome shows on the page the full load opens (it would vanish with this one).
    expect(screen.queryByText("Welcome back", { selector: "li *" })).toBeNull();
    act(() => void showQueuedWelcomeToast());
    await expectToast("Welcome back", "You have signed in successfully.");
  });

  it.each([
    {
      answer: () => json({ code: "UNAUTHORIZED", message: "Invalid email or password" }, 401),
      title: "Invalid credentials",
      text: "Please check your email and password and try again.",
    },
    {
      answer: () => json({ code: "RATE_LIMITED", message: "Too many attempts. Please wait 15 minutes and try again." }, 429),
      title: "Login failed",
      text: "Too many attempts. Please wait 15 minutes and try again.",
    },
    {
      answer: () => new Response("", { status: 500, statusText: "Internal Server Error" }),
      title: "Login failed",
      text: "Login failed",
    },
  ])("shows '$title' with '$text' on failure", async ({ answer, title, text }) => {
    stubFetch({ "POST /api/auth/login": answer });
    renderWithProviders(<SignInPage />);
    await fillAndSubmit("ada@example.com", "wrong");
    await expectToast(title, text);
    expect(fullPageLoad).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Sign in" })).toBeEnabled();
  });

  it("starts external sign-in with a full page load", async () => {
    renderWithProviders(<SignInPage />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Continue with Microsoft" }));
    expect(fullPageLoad).toHaveBeenCalledWith("/api/auth/microsoft");
    const googleButtons = screen.getAllByRole("button", { name: "Continue with Google" });
    await user.click(googleButtons[1]!);
    expect(fullPageLoad).toHaveBeenLastCalledWith("/api/auth/google");
  });
});
