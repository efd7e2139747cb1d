import type { Db } from "../../db/open";
import { AppError } from "../../http/errors";
import { countOf, record, resetLimit, tooManyAttempts, type Limit } from "../../http/rate-limit";

/**
 * Password guessing limits that a stranger cannot turn into a lockout. Failed passwords are counted
 * per e-mail and per e-mail from each client IP. Once an IP has used up its failures for an address,
 * that IP is refused for it; once the address has too many failures overall, only IPs that have
 * already failed for it are refused. An IP with a clean record for the address still gets its try, so
 * the owner signing in from their own machine is never locked out by someone else's guesses. An
 * attacker spreading guesses over many IPs gets one guess per fresh IP per window while the address
 * is under attack (and the per-IP limit on every attempt still applies), which with Argon2 hashing is
 * the price of not handing every stranger a "lock this account" button.
 */
export function loginLimits(db: Db, { email, ip, max, windowMs }: { email: string; ip: string; max: number; windowMs: number }) {
  const address = email.toLowerCase();
  const forEmail: Limit = { key: `login-failures:email:${address}`, max, windowMs };
  const fromIp: Limit = { key: `login-failures:email-ip:${address}:${ip}`, max, windowMs };
  return {
    async check(): Promise<void> {
      const [mine, all] = await Promise.all([countOf(db, fromIp), countOf(db, forEmail)]);
      if (mine.count >= max && mine.windowStart) throw tooManyAttempts(mine.windowStart, windowMs);
      if (all.count >= max && mine.count > 0 && all.windowStart) throw tooManyAttempts(all.windowStart, windowMs);
    },
    async failed(): Promise<void> {
      await record(db, forEmail);
      await record(db, fromIp);
    },
    /** The right password ends the address's lockout: whoever was guessing has to start over. */
    async succeeded(): Promise<void> {
      await resetLimit(db, forEmail.key);
      await resetLimit(db, fromIp.key);
    },
  };
}

export const isWrongPassword = (error: unknown) => error instanceof AppError && error.code === "UNAUTHORIZED";
