// Billing as the app sees it: its routes (checkout, portal, Stripe webhook).
export { billingRoutes } from "./routes";
