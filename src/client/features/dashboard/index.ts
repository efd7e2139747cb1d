// The dashboard as other features see it: its stat card, formatting, the analytics data. Its page: pages.ts.
export { StatCard, type StatCardProps } from "./stat-card";
export { formatHoursMinutes, oneDecimal, shortDate } from "./format";
export { useAnalyticsDashboard } from "./queries";
