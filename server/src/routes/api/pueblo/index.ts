import { routeGroup } from '../../../lib/route-group.js';
import { CATEGORIAS, TIPOS } from '../../../repositories/catalogos.js';
import { catalogoRoutes } from './catalogo-routes.js';
import unidadRoutes from './unidades.js';
import varianteRoutes from './variantes.js';

/** Pueblo: units of measure and their variants, resource types and resource categories. */
const puebloRoutes = routeGroup(
  unidadRoutes,
  varianteRoutes,
  catalogoRoutes(TIPOS),
  // The spec calls the categories' list without its trailing slash: both are served
  // (ignoreTrailingSlash).
  catalogoRoutes(CATEGORIAS),
);

export default puebloRoutes;
