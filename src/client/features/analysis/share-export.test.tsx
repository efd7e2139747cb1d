import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { resetToasts } from "@client/lib/toast";
import { expectToast } from "@tests/client/toasts";
import { stubCall } from "@tests/client/analysis-data";
import { renderCall } from "@tests/client/render-analysis";

afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("Share and Export", () => {
  it("Share copies the page's link to the clipboard and says so", async () => {
    stubCall();
    renderCall();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Share" }));
    await expectToast("Link copied", "The link to this analysis is on your clipboard.");
    expect(await navigator.clipboard.readText()).toBe(window.location.href);
  });

  it("shows the link to copy by hand when the browser refuses the clipboard", async () => {
    stubCall();
    renderCall();
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new DOMException("Denied", "NotAllowedError"));
    await user.click(await screen.findByRole("button", { name: "Share" }));
    await expectToast("Could not copy the link", window.location.href);
  });

  it("Export downloads the analysis as a Markdown file named after the call", async () => {
    stubCall();
    const saved: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        saved.push(blob);
        return "blob:analysis";
      }),
      revokeObjectURL: vi.fn(),
    });
    const clicks: Array<{ href: string; download: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download });
    });
    renderCall();

    await userEvent.setup().click(await screen.findByRole("button", { name: "Export" }));

    expect(clicks).toEqual([{ href: "blob:analysis", download: "Acme discovery - analysis.md" }]);
    expect(saved[0]?.type).toBe("text/markdown;charset=utf-8");
    const markdown = await saved[0]!.text();
    expect(markdown).toMatch(/^# Acme discovery\n/);
    expect(markdown).toContain("- AI Score: 7.8/10\n- Conversion: 62%\n- Talk time: 43%\n- Sentiment: 72%");
    expect(markdown).toContain("- [01:35] price: the price worries me more than the hours (answered)");
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:analysis"));
  });
});
