import { Type } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OutboxMailSchema, OutboxQuerySchema } from '@gestion/contract/auth';
import type { OutboxMail } from '@gestion/contract/auth';
import { and, desc, eq, ne } from 'drizzle-orm';
import { mailOutbox } from '../../../db/schema/index.js';
import { notFound } from '../../../lib/http-errors.js';
import { errorResponses } from '../../../lib/schemas.js';
import { NotFoundSchema } from '../../../lib/schemas.js';
import { routeOptions } from '../../../lib/route-options.js';
import { currentUser } from '../../../plugins/auth.js';
import { RESET_MAIL_SUBJECT } from './password-reset.js';

const route = routeOptions('auth');

/**
 * Without SMTP_URL the mail (activation links) only reaches the log and the outbox table: this
 * lets whoever may activate users anyway (auth.change_user) read it, e.g. the end-to-end tests.
 * A password reset link is a way into its account, a superuser's too, which auth.change_user
 * alone may not touch: those mails are shown to superusers only.
 */
const outboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/auth/outbox/', route({ permission: 'auth.change_user' }, {
    summary: 'Correos no enviados (sin SMTP_URL), los más recientes primero; `to` filtra por destinatario. Los de restablecer la contraseña, solo para superusuarios. 404 con SMTP configurado.',
    querystring: OutboxQuerySchema,
    response: { 200: Type.Array(OutboxMailSchema), 404: NotFoundSchema, ...errorResponses },
  }), async (request): Promise<OutboxMail[]> => {
    if (app.config.smtpUrl) throw notFound('No disponible: el correo se envía por SMTP.');
    const to = request.query.to?.trim();
    const rows = await app.db
      .select()
      .from(mailOutbox)
      .where(and(to ? eq(mailOutbox.to, to) : undefined, currentUser(request).is_superuser ? undefined : ne(mailOutbox.subject, RESET_MAIL_SUBJECT)))
      .orderBy(desc(mailOutbox.id))
      .limit(50);
    return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
  });
};

export default outboxRoutes;
