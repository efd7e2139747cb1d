// Outgoing e-mail (SMTP through nodemailer), used when SMTP_URL is set.
export { createMailer, type Mailer, type MailMessage } from "./mailer";
