// The signed-out screens and the error-query toast, as the app shell sees them.
export { LandingPage } from "./landing-page";
export { SignInPage } from "./sign-in-page";
export { SignUpPage } from "./sign-up-page";
export { showErrorFromQuery } from "./error-query";
