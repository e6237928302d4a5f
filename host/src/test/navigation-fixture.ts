// The real areas' navigation, as their builds publish it (`navigation.json`): the host's tests
// check the sidebar and the routes of the spec against what the remotes actually declare. Every
// remote of apps.json is found here without naming it, so a new area needs no host change.
import type { AreaDescriptor, AreaNavigation } from '@gestion/ui/area';
import apps from '../../../apps.json';
import { navigationStore } from '../features/navigation/navigation-store';

const descriptors = import.meta.glob<{ default: AreaDescriptor }>('../../../remotes/*/src/area.ts', { eager: true });

function navigationOf(area: AreaDescriptor): AreaNavigation {
  return { name: area.name, resources: area.resources.map(({ screen: _screen, ...r }) => r), nav: area.nav };
}

/** In the order of apps.json, as the host receives them. */
export const AREAS: AreaNavigation[] = apps.apps.flatMap((app) => {
  const mod = descriptors[`../../../${app.dir}/src/area.ts`];
  return mod ? [navigationOf(mod.default)] : [];
});

export function useRealNavigation() {
  navigationStore.setAreas(AREAS);
}
