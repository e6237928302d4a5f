import type { Inmueble } from '@gestion/contract';
import { INMUEBLE_RESOURCE } from '@gestion/contract/resources/terra';
import { DeclaredDetailPage } from '@gestion/ui';

/** /terra/inmueble/:id: one property, with 'Editar' and 'Eliminar' for holders of their permissions. */
export function InmuebleDetailPage() {
  return <DeclaredDetailPage<Inmueble> resource={INMUEBLE_RESOURCE} title="Inmueble" listPath="/terra/inmueble/list" listTitle="Inmuebles" loadError="No se pudo cargar el inmueble." />;
}
