import { renderArea, type RenderAreaOptions } from '@gestion/ui/testing';
import UserRoutes from '../routes';

/** Mounts the area at /user/*, as the host does; `probes` show where a screen navigated to. */
export function renderAt(path: string, probes: RenderAreaOptions['probes'] = {}) {
  return renderArea(<UserRoutes />, path, { mounts: ['/user/*'], probes });
}
