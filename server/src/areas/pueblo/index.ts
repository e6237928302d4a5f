import { routeGroup } from '../../lib/route-group.js';
import { declaredReadRoutes } from '../../resource/resource-routes.js';
import { RESOURCES } from './resources.js';
import { CATEGORIAS, DISTRIBUIDORES, TIPOS } from './repositories/catalogos.js';
import { catalogoRoutes } from './routes/catalogo-routes.js';
import unidadRoutes from './routes/unidades.js';
import varianteRoutes from './routes/variantes.js';

/**
 * Pueblo: units of measure and their variants, and the catalogues a product is described by:
 * resource types, resource categories and (at /api/terra/distribuidores/) distributors.
 */
const puebloRoutes = routeGroup(
  declaredReadRoutes(RESOURCES),
  unidadRoutes,
  varianteRoutes,
  // A product's correction chooses its type and category by name from these lists.
  catalogoRoutes(TIPOS, { chosenBy: ['terra.change_producto'] }),
  // The spec calls the categories' list without its trailing slash: both are served
  // (ignoreTrailingSlash).
  catalogoRoutes(CATEGORIAS, { chosenBy: ['terra.change_producto'] }),
  catalogoRoutes(DISTRIBUIDORES),
);

export default puebloRoutes;
