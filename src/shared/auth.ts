import { z } from "zod";

/** Caps on every text field: the server refuses longer input with a 400 instead of storing it. */
export const LIMITS = {
  name: 100,
  email: 254,
  password: 200,
  company: 200,
  jobTitle: 100,
  botName: 100,
  botEntryMessage: 500,
} as const;

const email = z
  .string({ error: "Invalid email address" })
  .trim()
  .max(LIMITS.email, `Email must be at most ${LIMITS.email} characters`)
  .pipe(z.email({ error: "Invalid email address" }));

// SPEC §5: the exact messages, shared by the forms and the server.
export const signInSchema = z
  .object({
    email,
    password: z
      .string({ error: "Password is required" })
      .min(1, "Password is required")
      .max(LIMITS.password, `Password must be at most ${LIMITS.password} characters`),
  })
  .strict();
export type SignInInput = z.infer<typeof signInSchema>;

export const passwordRule = z
  .string({ error: "Password must be at least 6 characters" })
  .min(6, "Password must be at least 6 characters")
  .max(LIMITS.password, `Password must be at most ${LIMITS.password} characters`);

export const signUpSchema = z
  .object({
    firstName: z
      .string({ error: "First name is required" })
      .trim()
      .min(1, "First name is required")
      .max(LIMITS.name, `First name must be at most ${LIMITS.name} characters`),
    lastName: z
      .string({ error: "Last name is required" })
      .trim()
      .min(1, "Last name is required")
      .max(LIMITS.name, `Last name must be at most ${LIMITS.name} characters`),
    email,
    password: passwordRule,
  })
  .strict();
export type SignUpInput = z.infer<typeof signUpSchema>;

export const planIdSchema = z.enum(["free", "start", "pro", "unlimited"]);
export type PlanId = z.infer<typeof planIdSchema>;

/** SPEC §3 Current user. */
export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string().nullable(),
  role: z.string().nullable(),
  botName: z.string(),
  botEntryMessage: z.string(),
  profileImageUrl: z.string().nullable(),
  plan: planIdSchema,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const BOT_DEFAULTS = {
  botName: "AI Notetaker",
  botEntryMessage: "I am a meeting bot here to help with notes and transcription.",
} as const;
