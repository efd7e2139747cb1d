import { z } from "zod";
import { currentUserSchema, LIMITS, passwordRule } from "./auth";

/** A required, trimmed text field with the cap from LIMITS; `label` names it in the messages. */
const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** An optional text field: blank or null clears it (stored as null). */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .transform((value) => (value === "" ? null : value));

/** POST /api/profile (SPEC §7). `role` is a free-text job title; the e-mail cannot be changed here. */
export const profileSchema = z
  .object({
    firstName: requiredText("First name", LIMITS.name),
    lastName: requiredText("Last name", LIMITS.name),
    company: optionalText("Company", LIMITS.company),
    role: optionalText("Job title", LIMITS.jobTitle),
  })
  .strict();
/** What the form holds (before blank fields become null). */
export type ProfileForm = z.input<typeof profileSchema>;
export type ProfileInput = z.output<typeof profileSchema>;

/** POST /api/bot-config (SPEC §7): what the meeting bot is called and says when it joins. */
export const botConfigSchema = z
  .object({
    botName: requiredText("Bot name", LIMITS.botName),
    botEntryMessage: requiredText("Entry message", LIMITS.botEntryMessage),
  })
  .strict();
export type BotConfigInput = z.infer<typeof botConfigSchema>;

/** POST /api/auth/password: the new password follows the signup rule (SPEC §5). */
export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string({ error: "Current password is required" })
      .min(1, "Current password is required")
      .max(LIMITS.password, `Password must be at most ${LIMITS.password} characters`),
    newPassword: passwordRule,
    confirmPassword: z.string({ error: "Passwords do not match" }),
  })
  .strict()
  .refine((input) => input.newPassword === input.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** The answer to profile and bot-config saves: the updated current user. */
export const accountUpdateResponseSchema = z.object({ user: currentUserSchema });
export type AccountUpdateResponse = z.infer<typeof accountUpdateResponseSchema>;
