import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { AppProviders } from "@client/app";
import { createQueryClient } from "@client/lib/query-client";

/** Renders with a fresh query cache, the toaster and an in-memory location that records navigation. */
export function renderWithProviders(ui: ReactElement, { path = "/" }: { path?: string } = {}) {
  const location = memoryLocation({ path, record: true });
  const client = createQueryClient();
  const result = render(
    <AppProviders client={client}>
      <Router hook={location.hook}>{ui}</Router>
    </AppProviders>,
  );
  return { ...result, location, client };
}
