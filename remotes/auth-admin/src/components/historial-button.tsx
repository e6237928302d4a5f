import { useSession } from '@gestion/session';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';

/** The history of one object: /auth/historial filtered by its type and id. */
export function historialPath(objetoTipo: string, objetoId: number | string): string {
  return `/auth/historial?${new URLSearchParams({ objeto_tipo: objetoTipo, objeto_id: String(objetoId) }).toString()}`;
}

/**
 * A row's 'Historial' action (users, groups): a link to that object's history, shown only to
 * holders of auth.view_historial (the route and the API refuse the others anyway).
 */
export function HistorialButton({ objetoTipo, objetoId, name }: { objetoTipo: string; objetoId: number | string; name: string }) {
  const { hasPermission } = useSession();
  const navigate = useNavigate();
  if (!hasPermission('auth.view_historial')) return null;
  const to = historialPath(objetoTipo, objetoId);
  return (
    <Button
      size="small"
      href={to}
      aria-label={`Historial de ${name}`}
      onClick={(e) => {
        e.preventDefault();
        void navigate(to);
      }}
    >
      Historial
    </Button>
  );
}
