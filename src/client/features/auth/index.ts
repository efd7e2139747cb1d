// The signed-out screens, the error-query toast and the welcome toast, as the app shell sees them.
export { LandingPage } from "./landing-page";
export { SignInPage } from "./sign-in-page";
export { SignUpPage } from "./sign-up-page";
export { showErrorFromQuery } from "./error-query";
export { queueWelcomeToast, WelcomeToast } from "./welcome-toast";
