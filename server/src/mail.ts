import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from './db/client.js';
import { mailOutbox } from './db/schema/index.js';

export interface MailMessage {
  to: string;
  subject: string;
  body: string;
  /**
   * Parts of `body` that grant something (an activation link): they reach the recipient and,
   * without SMTP, the outbox; never a log outside development, never an outbox copy of sent mail.
   */
  secrets?: readonly string[];
}

/** What stands in for a secret in a copy that must not hold it. */
export const SECRET_OMITTED = '[enlace omitido]';

function redact(message: MailMessage): string {
  let body = message.body;
  for (const secret of message.secrets ?? []) if (secret) body = body.split(secret).join(SECRET_OMITTED);
  return body;
}

/**
 * Sends mail through SMTP when SMTP_URL is set; otherwise the mail_outbox table is the delivery
 * channel (development, tests, e2e read it through GET /api/auth/outbox/) and keeps the message
 * as it is, status 'logged'. Sent (or failed) mail leaves an outbox copy with its secrets
 * replaced by SECRET_OMITTED: the recipient has the link, the database need not. The log gets the
 * whole message only when `logSecrets` (NODE_ENV=development), else the redacted body.
 */
export class Mailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly db: Executor,
    private readonly log: FastifyBaseLogger,
    smtpUrl: string | null,
    private readonly from: string,
    private readonly logSecrets = false,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  async send(message: MailMessage): Promise<void> {
    const { to, subject, body } = message;
    const redacted = redact(message);
    if (!this.transport) {
      const logged = { to, subject, body: this.logSecrets ? body : redacted };
      this.log.info({ mail: logged }, 'mail (no SMTP_URL configured): kept in mail_outbox, GET /api/auth/outbox/');
      await this.db.insert(mailOutbox).values({ to, subject, body, status: 'logged' });
      return;
    }
    try {
      await this.transport.sendMail({ from: this.from, to, subject, text: body });
      await this.db.insert(mailOutbox).values({ to, subject, body: redacted, status: 'sent' });
    } catch (err) {
      this.log.error({ err, to }, 'mail could not be sent');
      await this.db.insert(mailOutbox).values({ to, subject, body: redacted, status: 'failed' });
      throw err;
    }
  }

  close(): void {
    this.transport?.close();
  }
}
