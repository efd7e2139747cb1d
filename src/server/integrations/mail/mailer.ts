import nodemailer from "nodemailer";
import type { Config } from "../../config";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Mail through SMTP_URL with nodemailer, or null when no SMTP server is configured (nothing is sent). */
export function createMailer(config: Pick<Config, "SMTP_URL" | "SMTP_FROM">): Mailer | null {
  if (!config.SMTP_URL) return null;
  const transport = nodemailer.createTransport(config.SMTP_URL, { from: config.SMTP_FROM });
  return {
    async send(message) {
      await transport.sendMail({ from: config.SMTP_FROM, ...message });
    },
  };
}
