import { renderArea, type RenderAreaOptions } from '@gestion/ui/testing';
import TerraRoutes from '../routes';

/** Mounts the area at /terra/*, as the host does; `probes` show where a screen navigated to. */
export function renderAt(path: string, probes: RenderAreaOptions['probes'] = {}) {
  return renderArea(<TerraRoutes />, path, { mounts: ['/terra/*'], probes });
}
