import type { CalendarProvider } from "@shared/calendar";

export interface ProviderInfo {
  id: CalendarProvider;
  name: string;
  /** The short name on the other provider's disabled button: "Google Connected" (SPEC §4). */
  shortName: string;
  blurb: string;
}

/** SPEC §2: the two calendar providers, Google first. */
export const CALENDAR_PROVIDERS: readonly ProviderInfo[] = [
  {
    id: "google",
    name: "Google Calendar",
    shortName: "Google",
    blurb: "Find meetings with Google Meet, Zoom or Teams links in your Google Calendar.",
  },
  {
    id: "microsoft",
    name: "Microsoft Outlook",
    shortName: "Microsoft",
    blurb: "Find meetings with Teams, Zoom or Meet links in your Outlook calendar.",
  },
];

export const providerInfo = (id: CalendarProvider): ProviderInfo =>
  CALENDAR_PROVIDERS.find((provider) => provider.id === id) ?? CALENDAR_PROVIDERS[0]!;
