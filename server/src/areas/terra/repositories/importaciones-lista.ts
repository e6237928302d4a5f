import { sql } from 'drizzle-orm';
import type { ImportacionFila } from '@gestion/contract/terra';
import { ImportacionFilaSchema } from '@gestion/contract/terra';
import { IMPORTACION_RESOURCE } from '@gestion/contract/resources/terra';
import { importaciones } from '../../../db/schema/index.js';
import { searchText } from '../../../lib/search-text.js';
import { tableResource } from '../../../resource/table-resource.js';

// Written with the table's own name: drizzle leaves the columns of a one-table select unqualified,
// and an unqualified column inside a subquery would be the subquery's own.
const usuario = sql<string>`(select u.username from users u where u.id = importaciones.usuario_id)`;

/** What the summary answered at `confirmar`: a count it kept, or null before it was confirmed. */
const delResumen = (clave: 'preciosRegistrados' | 'productosRegistrados') => sql<number | null>`(${importaciones.resumen} ->> ${sql.raw(`'${clave}'`)})::int`;

/**
 * The imports of prices as their list reads them: who, when, what file, in which state, and how
 * many prices and products they registered. An import made in one request is recorded already
 * confirmed; a chunked one stays «abierta» until confirmed (or purged once expired).
 */
export const IMPORTACIONES = tableResource<ImportacionFila, ImportacionFila, 'terra'>(IMPORTACION_RESOURCE, {
  table: importaciones,
  key: importaciones.id,
  columns: {
    id: importaciones.id,
    creada: sql<string>`to_char(${importaciones.created_at} at time zone 'UTC', 'YYYY-MM-DD HH24:MI')`,
    archivo: importaciones.archivo,
    usuario_username: usuario,
    estado: sql<ImportacionFila['estado']>`case when ${importaciones.deshecha_at} is not null then 'deshecha' when ${importaciones.confirmada_at} is not null then 'confirmada' else 'abierta' end`,
    precios: delResumen('preciosRegistrados'),
    productos: delResumen('productosRegistrados'),
  },
  schema: ImportacionFilaSchema,
  ordering: { creada: importaciones.created_at, usuario_username: usuario },
  // A few hundred rows at most (one per file imported): read through, no search column kept.
  search: [(pattern) => sql`${searchText(sql`coalesce(${importaciones.archivo}, '')`)} like ${pattern}`, (pattern) => sql`${searchText(usuario)} like ${pattern}`],
});
