import { routeGroup } from '../../../lib/route-group.js';
import { CATEGORIAS, TIPOS } from '../../../repositories/catalogos.js';
import { catalogoRoutes } from './catalogo-routes.js';
import unidadRoutes from './unidades.js';
import varianteRoutes from './variantes.js';

/** Pueblo: units of measure and their variants, resource types and resource categories. */
const puebloRoutes = routeGroup(
  unidadRoutes,
  varianteRoutes,
  // A product's correction chooses its type and category by name from these lists.
  catalogoRoutes(TIPOS, { chosenBy: ['terra.change_producto'] }),
  // The spec calls the categories' list without its trailing slash: both are served
  // (ignoreTrailingSlash).
  catalogoRoutes(CATEGORIAS, { chosenBy: ['terra.change_producto'] }),
);

export default puebloRoutes;
