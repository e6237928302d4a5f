import { PageFrame } from '@gestion/ui';

// The spec gives these two screens a heading and nothing else.
export function CheckgrafiaCreatePage() {
  return <PageFrame title="Crear Checkgrafía" />;
}

export function InformeCreatePage() {
  return <PageFrame title="Crear Informe de Tasación" />;
}
