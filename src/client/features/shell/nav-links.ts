import { ChartColumn, CalendarDays, LayoutDashboard, Mic, Settings, Users, type LucideIcon } from "lucide-react";

export interface NavLink {
  label: string;
  href: string;
  icon: LucideIcon;
}

/** SPEC §2 Signed-in layout: the five sidebar links, in order, and Team (issue 17) before Settings. */
export const NAV_LINKS: readonly NavLink[] = [
  { label: "Dashboard", href: "/", icon: LayoutDashboard },
  { label: "Meetings", href: "/meetings", icon: CalendarDays },
  { label: "Recordings", href: "/recordings", icon: Mic },
  { label: "Analytics", href: "/analytics", icon: ChartColumn },
  { label: "Team", href: "/team", icon: Users },
  { label: "Settings", href: "/settings", icon: Settings },
];

/**
 * Screens without a link of their own, by the link they belong to: Upload is reached from the
 * Dashboard; the transcript list and a call's screens from Recordings.
 */
const BELONGS_TO: Record<string, readonly string[]> = {
  "/": ["/upload"],
  "/recordings": ["/transcripts", "/transcript", "/analysis"],
};

const under = (base: string, location: string) => location === base || location.startsWith(`${base}/`);

/** A link is current on its own path, on the screens under it (/settings/calendar → Settings) and on those it owns. */
export function isCurrentLink(href: string, location: string): boolean {
  if ((BELONGS_TO[href] ?? []).some((base) => under(base, location))) return true;
  if (href === "/") return location === "/";
  return under(href, location);
}
