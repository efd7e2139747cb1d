import type { CalendarProvider } from "@shared/calendar";

export interface CalendarTokens {
  accessToken: string;
  /** Null when the provider gave none (it then keeps the earlier one valid). */
  refreshToken: string | null;
  /** When the access token stops working; null when the provider did not say. */
  expiresAt: Date | null;
}

/** Why a call to Google or Microsoft failed, in terms the caller can act on. */
export type CalendarFailure =
  /** The grant is gone (revoked, expired, wrong code): the user must connect again. */
  | "auth"
  /** Our client registration is wrong (client id/secret, redirect URI). */
  | "config"
  /** The provider could not be reached or answered 5xx: try again later. */
  | "unavailable";

export class CalendarApiError extends Error {
  constructor(
    readonly failure: CalendarFailure,
    detail: string,
  ) {
    super(detail);
    this.name = "CalendarApiError";
  }
}

/** One calendar service (Google Calendar or Microsoft Graph) over OAuth 2 with offline access. */
export interface CalendarApi {
  provider: CalendarProvider;
  /** The consent page; asks for read access to calendars and a refresh token. */
  authorizeUrl(input: { state: string; codeChallenge: string; redirectUri: string }): string;
  exchangeCode(input: { code: string; codeVerifier: string; redirectUri: string }): Promise<CalendarTokens>;
  refresh(refreshToken: string): Promise<CalendarTokens>;
  /** The raw events between two instants, as the provider shapes them (mapped by mapCalendarEvents). */
  listEvents(accessToken: string, window: { from: Date; to: Date }): Promise<unknown[]>;
  /** Withdraws the grant at the provider where it offers a way to (Google does; Microsoft has none per token). */
  revoke(tokens: { accessToken: string; refreshToken: string | null }): Promise<void>;
}
