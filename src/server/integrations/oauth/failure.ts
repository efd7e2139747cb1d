/**
 * Why an external sign-in failed, as the `?error=` value the client turns into a toast (SPEC §8).
 * auth_failed: refused or unverifiable; invalid_code: the code or the attempt expired; oauth_config:
 * not configured or the provider rejected our client; network_error: the provider could not be
 * reached; session_save_failed: signed in but no session could be stored; account_exists: the e-mail
 * belongs to an account this identity may not be linked to.
 */
export type OAuthErrorValue =
  | "auth_failed"
  | "invalid_code"
  | "oauth_config"
  | "network_error"
  | "session_save_failed"
  | "account_exists";

export class OAuthFailure extends Error {
  constructor(
    readonly value: OAuthErrorValue,
    detail: string,
  ) {
    super(detail);
    this.name = "OAuthFailure";
  }
}
