import type { ContextoCreateRequest } from '@gestion/contract/rodox';
import type { Contexto } from '@gestion/contract/rodox';
import { TextFields } from '../../../lib/text-fields.js';
import { revisarFuente, type PoliticaFuentes } from '../domain/fuente-policy.js';
import { erroresRangoContexto, MENSAJE_SEGMENTO_URL, SEGMENTO_URL } from '../domain/contexto-rules.js';

/** A context's fields as stored (no id). */
export type CamposContexto = Omit<Contexto, 'id'>;

/**
 * A context's fields checked as the create checks them: `body` over `actual` (a correction sends
 * some fields; the range is judged whole). A field not sent is not judged again: the source's rule
 * may have changed since it was stored, and a correction of its nombre must not be refused for it.
 * Throws the 400 of every error at once.
 */
export function leerCamposContexto(body: Partial<ContextoCreateRequest>, politica: PoliticaFuentes, actual?: CamposContexto): CamposContexto {
  const fields = new TextFields();
  const texto = (campo: 'sigla' | 'familia' | 'tipo' | 'nombre'): string =>
    body[campo] === undefined && actual ? actual[campo] : fields.required(campo, body[campo] ?? '');
  const segmentos = { sigla: texto('sigla'), familia: texto('familia'), tipo: texto('tipo') };
  for (const [campo, valor] of Object.entries(segmentos)) {
    if (valor && !SEGMENTO_URL.test(valor) && (body as Record<string, unknown>)[campo] !== undefined) fields.add(campo, MENSAJE_SEGMENTO_URL);
  }
  const nombre = texto('nombre');
  let fuente_url = actual?.fuente_url ?? null;
  if (body.fuente_url !== undefined || !actual) {
    const fuente = fields.optional('fuente_url', body.fuente_url ?? undefined);
    // The rule of the sources (fuente-policy.ts), as far as it can be judged now; reading checks it again.
    const revisada = fuente ? revisarFuente(fuente, politica) : null;
    if (revisada && !revisada.ok) fields.add('fuente_url', revisada.detail);
    fuente_url = fuente || null;
  }
  const rango = {
    numero_min: body.numero_min ?? actual!.numero_min,
    numero_max: body.numero_max ?? actual!.numero_max,
    cantidad: body.cantidad ?? actual!.cantidad,
  };
  for (const [campo, mensajes] of Object.entries(erroresRangoContexto(rango))) {
    for (const mensaje of mensajes as string[]) fields.add(campo, mensaje);
  }
  fields.assertOk();
  return { ...segmentos, nombre, ...rango, fuente_url };
}
