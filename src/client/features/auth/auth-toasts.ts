import { ApiError } from "@client/lib/api";
import type { ToastInput } from "@client/lib/toast";

// SPEC §8 Sign-in and signup: the exact titles and texts.

/** The server's {message} for an HTTP failure, or the error's own text for a network failure. */
function failureMessage(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.serverMessage;
  if (error instanceof Error) return error.message;
  return undefined;
}

export function loginFailureToast(error: unknown): ToastInput {
  const message = failureMessage(error) ?? "Login failed";
  if (message.includes("Invalid")) {
    return {
      variant: "destructive",
      title: "Invalid credentials",
      description: "Please check your email and password and try again.",
    };
  }
  return { variant: "destructive", title: "Login failed", description: message || "Please try again later." };
}

export function signupFailureToast(error: unknown): ToastInput {
  const message = failureMessage(error) ?? "";
  if (message.includes("already exists")) {
    return {
      variant: "destructive",
      title: "Account already exists",
      description: "An account with this email already exists. Please sign in instead.",
    };
  }
  return { variant: "destructive", title: "Signup failed", description: message || "Please try again later." };
}

export const LOGIN_SUCCESS_TOAST: ToastInput = {
  title: "Welcome back",
  description: "You have signed in successfully.",
};

export const SIGNUP_SUCCESS_TOAST: ToastInput = {
  title: "Account created successfully",
  description: "Welcome to Rapport! You can now access your dashboard.",
};
