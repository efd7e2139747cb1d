import { ChartColumn, CalendarDays, LayoutDashboard, Mic, Settings, type LucideIcon } from "lucide-react";

export interface NavLink {
  label: string;
  href: string;
  icon: LucideIcon;
}

/** SPEC §2 Signed-in layout: the five sidebar links, in order. */
export const NAV_LINKS: readonly NavLink[] = [
  { label: "Dashboard", href: "/", icon: LayoutDashboard },
  { label: "Meetings", href: "/meetings", icon: CalendarDays },
  { label: "Recordings", href: "/recordings", icon: Mic },
  { label: "Analytics", href: "/analytics", icon: ChartColumn },
  { label: "Settings", href: "/settings", icon: Settings },
];

/** A link is current on its own path and on the screens under it (/settings/calendar → Settings). */
export function isCurrentLink(href: string, location: string): boolean {
  if (href === "/") return location === "/";
  return location === href || location.startsWith(`${href}/`);
}
