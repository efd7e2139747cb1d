import { expect } from "vitest";
import { waitFor } from "@testing-library/react";

/** The open toasts on screen, as "title|description" (Radix also mirrors text into a live region). */
function openToasts(): string[] {
  return Array.from(document.querySelectorAll<HTMLElement>('ol li[data-state="open"]')).map((item) => {
    const [title, description] = Array.from(item.querySelectorAll(".grid > *")).map((part) => part.textContent);
    return `${title ?? ""}|${description ?? ""}`;
  });
}

/** Waits until exactly one toast is open, with this title and description. */
export async function expectToast(title: string, description = ""): Promise<void> {
  await waitFor(() => expect(openToasts()).toEqual([`${title}|${description}`]));
}
