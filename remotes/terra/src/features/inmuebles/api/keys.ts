import { INMUEBLE_RESOURCE } from '@gestion/contract/resources/terra';
import { resourceQueryKey } from '@gestion/ui';

/** Key prefixes of the properties: invalidating `inmuebles` refreshes every list and page of them (the declared screens'). */
export const terraInmueblesKeys = {
  inmuebles: resourceQueryKey(INMUEBLE_RESOURCE),
};
