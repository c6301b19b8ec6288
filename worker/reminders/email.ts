// Reminder email over SMTP (nodemailer), when SMTP_URL and MAIL_FROM are set.
import nodemailer from 'nodemailer';
import type { Config } from '../../core/config.ts';

export interface Mailer {
  send(m: { to: string; subject: string; text: string; messageId: string }): Promise<string>;
  close(): void;
}

export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly smtpCode: number | null = null,
    readonly httpStatus: number | null = null,
  ) {
    super(message);
  }
}

/** null when email is not set up: reminders on the email channel then fail with that reason. */
export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DELIVERY_TIMEOUT_MS'>): Mailer | null {
  if (!config.SMTP_URL || !config.MAIL_FROM) return null;
  const timeout = config.DELIVERY_TIMEOUT_MS;
  const url = new URL(config.SMTP_URL);
  const secure = url.protocol === 'smtps:';
  const transport = nodemailer.createTransport({
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  return {
    async send(m) {
      try {
        const info = await transport.sendMail({ from: config.MAIL_FROM, to: m.to, subject: m.subject, text: m.text, messageId: m.messageId });
        return info.response ?? 'accepted';
      } catch (err) {
        const e = err as { responseCode?: number; response?: string; code?: string; message?: string };
        const what = e.response ?? (e.code === 'ETIMEDOUT' ? `the mail server did not answer within ${timeout} ms` : (e.message ?? String(err)));
        throw new DeliveryError(`email: ${what}`, typeof e.responseCode === 'number' ? e.responseCode : null);
      }
    },
    close: () => transport.close(),
  };
}
