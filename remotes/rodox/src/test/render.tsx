import { renderArea, type RenderAreaOptions } from '@gestion/ui/testing';
import RodoxRoutes from '../routes';

/** Mounts the area at /rodox/*, as the host does; `probes` show where a screen navigated to. */
export function renderAt(path: string, probes: RenderAreaOptions['probes'] = {}) {
  return renderArea(<RodoxRoutes />, path, { mounts: ['/rodox/*'], probes });
}
