import type { ContextoConSorteo } from '@gestion/contract';
import { useDashboardConfig } from '../../../api/get-dashboard-config';
import { useContextosConSorteo } from '../api/get-contextos-con-sorteo';
import { Table, Typography } from 'antd';
import type { TableProps } from 'antd';
import { Link } from 'react-router-dom';
import { fechaDia, numerosTexto } from '../../../lib/sorteo';
import { CONTEXTOS_LOAD_FAILED, DASHBOARD_LOAD_FAILED } from '../lib/messages';
import { DashboardPart } from './dashboard-part';
import { LoadError } from '@gestion/ui';

interface FilaContexto {
  sigla: string;
  /** null: a favourite the server no longer knows (removed context). */
  contexto: ContextoConSorteo | null;
}

const DASH = '—';

const COLUMNS: TableProps<FilaContexto>['columns'] = [
  { key: 'sigla', title: 'Sigla', render: (_, f) => <Typography.Text strong>{f.sigla}</Typography.Text> },
  { key: 'fecha', title: 'Fecha', render: (_, f) => (f.contexto?.sorteo_fecha_mayor ? fechaDia(f.contexto.sorteo_fecha_mayor.fecha_utc) : DASH) },
  { key: 'kardinal', title: 'Kardinal', render: (_, f) => f.contexto?.sorteo_kardinal_mayor?.kardinal ?? DASH },
  {
    key: 'numeros',
    title: 'Números',
    render: (_, f) => {
      const ultimo = f.contexto?.sorteo_kardinal_mayor;
      return ultimo ? <span style={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{numerosTexto(ultimo.numeros_lista)}</span> : DASH;
    },
  },
];

/**
 * The favourite contexts of the dashboard configuration, in the chosen order, each with its last
 * draw. Mounted only with rodox.view_contexto (or superuser): without it no context call is made.
 */
export function ContextosCard() {
  const config = useDashboardConfig();
  const contextos = useContextosConSorteo();
  const busy = config.isPending || contextos.isPending;

  let body;
  if (config.isError) body = <LoadError title={DASHBOARD_LOAD_FAILED} error={config.error} />;
  else if (contextos.isError) body = <LoadError title={CONTEXTOS_LOAD_FAILED} error={contextos.error} />;
  else {
    const bySigla = new Map((contextos.data ?? []).map((c) => [c.sigla, c]));
    const filas: FilaContexto[] = (config.data?.contextos_favoritos ?? []).map((sigla) => ({ sigla, contexto: bySigla.get(sigla) ?? null }));
    body = (
      <Table<FilaContexto>
        aria-label="Contextos favoritos"
        columns={COLUMNS}
        dataSource={busy ? [] : filas}
        rowKey="sigla"
        loading={busy}
        pagination={false}
        size="small"
        className="dashboard-tabla-ancha"
        locale={{
          emptyText: (
            <span>
              {/* Inside a sentence a link is told apart by more than its colour. */}
              No tienes contextos favoritos.{' '}
              <Link to="/user/preferencia/edit" style={{ textDecoration: 'underline' }}>
                Elegir contextos
              </Link>
            </span>
          ),
        }}
      />
    );
  }

  return (
    <DashboardPart title="Contextos" busy={busy} extra={<Link to="/user/preferencia/edit">Preferencias</Link>}>
      {body}
    </DashboardPart>
  );
}
