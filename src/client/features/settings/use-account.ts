import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BotConfigInput, PasswordChangeInput, ProfileInput } from "@shared/account";
import { apiJson } from "@client/lib/api";
import { CURRENT_USER_KEY } from "@client/lib/session";
import { toast } from "@client/lib/toast";
import { BOT_FALLBACK, PASSWORD_FALLBACK, PROFILE_FALLBACK, updateFailedToast } from "./settings-toasts";

/** SPEC §7: after a profile or bot save the current user is read again (sidebar name, forms). */
function useAccountSave<Input>(url: string, successTitle: string, fallback: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => apiJson("POST", url, input),
    onSuccess: async () => {
      toast({ title: successTitle });
      await client.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
    onError: (error) => {
      toast(updateFailedToast(error, fallback));
    },
  });
}

export const useSaveProfile = () => useAccountSave<ProfileInput>("/api/profile", "Profile updated", PROFILE_FALLBACK);

export const useSaveBotConfig = () =>
  useAccountSave<BotConfigInput>("/api/bot-config", "Bot settings updated", BOT_FALLBACK);

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: PasswordChangeInput) => apiJson("POST", "/api/auth/password", input),
    onSuccess: () => {
      toast({ title: "Password updated", description: "Your other sessions have been signed out." });
    },
    onError: (error) => {
      toast(updateFailedToast(error, PASSWORD_FALLBACK));
    },
  });
}
