import type { Contexto } from '@gestion/contract/rodox';
import type { Executor } from '../../../db/client.js';
import { notFound } from '../../../lib/http-errors.js';
import { CONTEXTO_MESSAGES, findContextoBySigla } from '../repositories/contextos.js';
import { SEGMENTO_URL } from '../domain/contexto-rules.js';

/** The context a sigla of the URL or query names; 404 `{detail}` when none. */
export async function contextoPorSigla(db: Executor, texto: string): Promise<Contexto> {
  const sigla = texto.trim();
  // Not a URL segment (a NUL, a blank...): no context has it, and PostgreSQL is not asked.
  const contexto = SEGMENTO_URL.test(sigla) ? await findContextoBySigla(db, sigla) : null;
  if (!contexto) throw notFound(CONTEXTO_MESSAGES.contextoDesconocido(sigla));
  return contexto;
}
