import { routeGroup } from '../../../lib/route-group.js';
import { CATALOGOS } from '../../../repositories/catalogos.js';
import { catalogoRoutes } from './catalogo-routes.js';
import unidadRoutes from './unidades.js';

/** Pueblo: units of measure, resource types and resource categories. */
const puebloRoutes = routeGroup(
  unidadRoutes,
  catalogoRoutes({
    base: '/api/pueblo/recursotipos/',
    table: CATALOGOS.tipos,
    tag: 'pueblo',
    plural: 'tipos de recurso',
    view: 'pueblo.view_recursotipo',
    add: 'pueblo.add_recursotipo',
  }),
  // The spec calls the categories' list without its trailing slash: both are served
  // (ignoreTrailingSlash).
  catalogoRoutes({
    base: '/api/pueblo/recursocategorias/',
    table: CATALOGOS.categorias,
    tag: 'pueblo',
    plural: 'categorías de recurso',
    view: 'pueblo.view_recursocategoria',
    add: 'pueblo.add_recursocategoria',
  }),
);

export default puebloRoutes;
