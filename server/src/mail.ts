import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from './db/client.js';
import { mailOutbox } from './db/schema/index.js';

export interface MailMessage {
  to: string;
  subject: string;
  body: string;
}

/**
 * Sends mail through SMTP when SMTP_URL is set; otherwise writes it to the log. Either way a
 * copy goes to the mail_outbox table (status logged, sent or failed), which tests read.
 */
export class Mailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly db: Executor,
    private readonly log: FastifyBaseLogger,
    smtpUrl: string | null,
    private readonly from: string,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  async send(message: MailMessage): Promise<void> {
    if (!this.transport) {
      this.log.info({ mail: message }, 'mail (no SMTP_URL configured: logged only)');
      await this.db.insert(mailOutbox).values({ ...message, status: 'logged' });
      return;
    }
    try {
      await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.body });
      await this.db.insert(mailOutbox).values({ ...message, status: 'sent' });
    } catch (err) {
      this.log.error({ err, to: message.to }, 'mail could not be sent');
      await this.db.insert(mailOutbox).values({ ...message, status: 'failed' });
      throw err;
    }
  }

  close(): void {
    this.transport?.close();
  }
}
