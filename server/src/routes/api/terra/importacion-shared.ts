import { Type } from '@fastify/type-provider-typebox';
import { badRequest, forbidden, notFound, type ApiError } from '../../../lib/http-errors.js';
import { STAGING_MESSAGES, type StagingOutcome } from '../../../repositories/terra-importaciones-staging.js';

// Shared by the import routes and the chunked-import routes.

export const ImportSummarySchema = Type.Object({
  productosRegistrados: Type.Integer(),
  preciosRegistrados: Type.Integer(),
  detalles: Type.Array(Type.String()),
  error: Type.Union([Type.String(), Type.Null()]),
  preparados: Type.Optional(Type.Integer({ description: 'Con importacion_id: filas que la importación tiene preparadas hasta ahora.' })),
});

/** The value of a staging outcome, or the error it stands for (404, 403 or 400). */
export function stagingResult<T>(outcome: StagingOutcome<T>): T {
  if (outcome.ok) return outcome.value;
  const detail = STAGING_MESSAGES[outcome.reason];
  const error: ApiError = outcome.reason === 'noExiste' ? notFound(detail) : outcome.reason === 'ajena' ? forbidden(detail) : badRequest(detail);
  throw error;
}

