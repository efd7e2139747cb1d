// The signed-in layout and the 404 screen, as the app shell sees them.
export { AppLayout } from "./app-layout";
export { NotFoundPage } from "./not-found-page";
