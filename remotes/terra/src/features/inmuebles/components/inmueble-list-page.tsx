import type { Inmueble } from '@gestion/contract';
import { INMUEBLE_RESOURCE } from '@gestion/contract/resources/terra';
import { DeclaredListPage } from '@gestion/ui';

const CREATE = { label: '+ Registrar inmueble', permission: 'terra.add_inmueble', to: '/terra/inmueble/create' } as const;

/** /terra/inmueble/list: 'Inmuebles', the registered properties, from their declaration; its create page is its own. */
export function InmuebleListPage() {
  return (
    <DeclaredListPage<Inmueble>
      resource={INMUEBLE_RESOURCE}
      title="Inmuebles"
      create={CREATE}
      detailPath="/terra/inmueble/:id"
      emptyMessage="No hay inmuebles registrados."
      noMatchMessage="Ningún inmueble coincide con la búsqueda."
    />
  );
}
