import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { IntegrationsTab } from "./integrations-tab";

describe("IntegrationsTab", () => {
  it("says plainly that CRM sync is not available yet, with both Connect buttons disabled", () => {
    render(<IntegrationsTab />);
    expect(screen.getByRole("heading", { name: "CRM Integration" })).toBeInTheDocument();
    expect(screen.getByText(/CRM sync is not available yet\./)).toBeInTheDocument();
    for (const name of ["Connect Salesforce", "Connect HubSpot"]) {
      const button = screen.getByRole("button", { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(/CRM sync is not available yet/);
    }
  });

  it("shows nothing in place of the calendar section until one is given, and the section when it is", () => {
    const { container, rerender } = render(<IntegrationsTab />);
    expect(container.firstElementChild?.children).toHaveLength(1);
    rerender(<IntegrationsTab calendar={<section aria-label="Calendar Integration">calendar</section>} />);
    const tab = container.firstElementChild!;
    expect(tab.children).toHaveLength(2);
    expect(within(tab as HTMLElement).getByRole("region", { name: "Calendar Integration" })).toBe(tab.firstElementChild);
  });
});
