import { useMutation } from "@tanstack/react-query";
import type { SignInInput, SignUpInput } from "@shared/auth";
import { apiRequest } from "@client/lib/api";
import { fullPageLoad } from "@client/lib/navigation";
import { toast } from "@client/lib/toast";
import { LOGIN_SUCCESS_TOAST, SIGNUP_SUCCESS_TOAST, loginFailureToast, signupFailureToast } from "./auth-toasts";

// SPEC §4: a successful login or signup sends the browser to / with a full page load, so the app
// starts again with the new session cookie and nothing cached from the signed-out state.

export function useLogin() {
  return useMutation({
    mutationFn: (input: SignInInput) => apiRequest("POST", "/api/auth/login", input),
    onSuccess: () => {
      toast(LOGIN_SUCCESS_TOAST);
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
      toast(SIGNUP_SUCCESS_TOAST);
      fullPageLoad("/");
    },
    onError: (error) => {
      toast(signupFailureToast(error));
    },
  });
}
