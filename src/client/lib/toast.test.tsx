import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render, renderHook, screen } from "@testing-library/react";
import { Toaster } from "@client/components/ui/toaster";
import { TOAST_DURATION_MS, dismissToast, resetToasts, toast, useToast } from "./toast";

afterEach(() => {
  act(() => resetToasts());
  vi.useRealTimers();
});

describe("toast store", () => {
  it("keeps at most one toast: a new one replaces the previous one", () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: "First" });
    });
    expect(result.current.toasts.map((t) => t.title)).toEqual(["First"]);

    act(() => {
      toast({ title: "Second", description: "newer", variant: "destructive" });
    });
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]).toMatchObject({
      title: "Second",
      description: "newer",
      variant: "destructive",
      open: true,
    });
  });

  it("gives every toast its own id", () => {
    const first = toast({ title: "a" });
    const second = toast({ title: "b" });
    expect(first.id).not.toBe(second.id);
  });

  it("closes a dismissed toast first, then removes it after the exit animation", () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToast());
    let handle: ReturnType<typeof toast> | undefined;
    act(() => {
      handle = toast({ title: "Bye" });
    });
    act(() => handle?.dismiss());
    expect(result.current.toasts[0]?.open).toBe(false);

    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.toasts).toEqual([]);
  });

  it("dismisses every toast when no id is given", () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: "One" });
      dismissToast();
    });
    expect(result.current.toasts.every((t) => !t.open)).toBe(true);
  });
});

describe("Toaster", () => {
  it("shows only the newest toast", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Saved" });
      toast({ title: "Sync failed", description: "Try again" });
    });
    expect(screen.queryByText("Saved")).not.toBeInTheDocument();
    expect(screen.getByText("Sync failed")).toBeInTheDocument();
    expect(screen.getByText("Try again")).toBeInTheDocument();
  });

  it("closes a toast by itself after 5000 ms", () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: "Short-lived" });
    });
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 100));
    expect(screen.getByText("Short-lived")).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(200 + 1000));
    expect(screen.queryByText("Short-lived")).not.toBeInTheDocument();
  });

  it("labels the viewport with the F8 hotkey", () => {
    render(<Toaster />);
    expect(screen.getByRole("region")).toHaveAttribute("aria-label", expect.stringContaining("F8"));
  });
});
