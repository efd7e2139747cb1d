import { useMutation } from "@tanstack/react-query";
import type { SignInInput, SignUpInput } from "@shared/auth";
import { apiRequest } from "@client/lib/api";
import { fullPageLoad } from "@client/lib/navigation";
import { toast } from "@client/lib/toast";
import { loginFailureToast, signupFailureToast } from "./auth-toasts";
import { queueWelcomeToast } from "./welcome-toast";

// SPEC §4: a successful login or signup sends the browser to / with a full page load, so the app
// starts again with the new session cookie and nothing cached from the signed-out state. The welcome
// toast is shown by the page that loads (welcome-toast.ts), so the load does not wipe it.

export function useLogin() {
  return useMutation({
    mutationFn: (input: SignInInput) => apiRequest("POST", "/api/auth/login", input),
    onSuccess: () => {
      queueWelcomeToast("login");
      fullPageLoad("/");
    },
    onError: (error) => {
      toast(loginFailureToast(error));
    },
  });
}

export function useSignup() {
  return useMutation({
    mutationFn: (input: SignUpInput) => apiRequest("POST", "/api/auth/signup", input),
    onSuccess: () => {
      queueWelcomeToast("signup");
      fullPageLoad("/");
    },
    onError: (error) => {
      toast(signupFailureToast(error));
    },
  });
}
