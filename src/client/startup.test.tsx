import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { reloadPage } from "./lib/navigation";
import { STARTUP_DELAY_MS, startApp } from "./startup";

vi.mock("./lib/navigation", () => ({ fullPageLoad: vi.fn(), reloadPage: vi.fn() }));

function mountPoint(): HTMLElement {
  document.body.innerHTML = '<div id="root"><div>Starting...</div></div>';
  return document.getElementById("root")!;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("startApp", () => {
  it("keeps Starting... for 100 ms, then renders the app", async () => {
    vi.useFakeTimers();
    const started = startApp(mountPoint(), async () => () => <p>App is here</p>);

    await act(async () => vi.advanceTimersByTime(STARTUP_DELAY_MS - 1));
    expect(screen.getByText("Starting...")).toBeInTheDocument();

    await act(async () => {
      vi.advanceTimersByTime(1);
      await started;
    });
    expect(screen.getByText("App is here")).toBeInTheDocument();
    expect(screen.queryByText("Starting...")).not.toBeInTheDocument();
  });

  it("shows the failure screen with Retry when the app throws while rendering", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error("render bug");
    };
    await act(async () => startApp(mountPoint(), async () => Broken));
    expect(screen.getByRole("heading", { name: "Rapport failed to load" })).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole("button", { name: "Retry" }));
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it("shows the failure screen when the app module cannot be loaded", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await act(async () => startApp(mountPoint(), () => Promise.reject(new Error("chunk missing"))));
    expect(screen.getByRole("heading", { name: "Rapport failed to load" })).toBeInTheDocument();
  });
});
