// Billing as the app sees it: its routes (checkout, portal, Stripe webhook), and a team's seats on Stripe.
export { billingRoutes } from "./routes";
export { syncSubscriptionSeats, type SeatSync } from "./seats";
