import { AreaRoutes } from '@gestion/ui';
import { renderArea, type RenderAreaOptions } from '@gestion/ui/testing';
import area from '../area';

/** Mounts the area's routes as the host derives them from its descriptor; `probes` show where a screen navigated to. */
export function renderAt(path: string, probes: RenderAreaOptions['probes'] = {}) {
  return renderArea(<AreaRoutes area={area} />, path, { probes });
}
