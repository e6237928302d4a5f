import { errorMessage } from '@gestion/api';
import type { HistorialEntry } from '@gestion/contract';
import { resourcePageUrl } from '@gestion/contract/resource';
import { HISTORIAL_RESOURCE } from '@gestion/contract/resources/auth';
import { CsvExportButton, DEFAULT_SERVER_PARAMS, PageFrame, ServerTable, useServerList, type ServerTableColumn } from '@gestion/ui';
import { Button, Flex, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { historialQueryOptions } from '../api/list-historial';
import { accionLabel, formatFecha, objetoTipoLabel } from '../lib/historial-labels';
import { useHistorialFiltros } from '../lib/use-historial-filtros';
import { HistorialCambios } from './historial-cambios';
import { HistorialFiltrosBar } from './historial-filtros';

/** Newest first: the declaration's default, kept out of the address. */
const LIST_DEFAULTS = { ...DEFAULT_SERVER_PARAMS, ordering: HISTORIAL_RESOURCE.defaultOrdering };

/** The columns' titles: the declaration's labels, as the file's headers. */
const FIELDS = HISTORIAL_RESOURCE.fields;

const ACCION_COLORS: Record<string, string> = {
  crear: 'green',
  eliminar: 'red',
  desactivar: 'orange',
  activar: 'cyan',
  importar: 'purple',
};

/** 'Ver cambios (3)' / 'Ver detalle' / nothing: what the entry's toggle opens, and its text once open. */
function toggleTexts(entry: HistorialEntry): { show: string; hide: string } | null {
  const n = entry.cambios.length;
  if (n > 0) return { show: `Ver cambios (${n})`, hide: 'Ocultar cambios' };
  return entry.detalle && Object.keys(entry.detalle).length > 0 ? { show: 'Ver detalle', hide: 'Ocultar detalle' } : null;
}

/** /auth/historial: who changed what, and when. */
export function HistorialPage() {
  const control = useHistorialFiltros();
  const { filtros, setFiltros } = control;
  const options = useMemo(() => historialQueryOptions(filtros), [filtros]);
  const list = useServerList(options, { initial: LIST_DEFAULTS });
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());

  const toggle = (id: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  // The names of what the filters name by id, from the entries on screen.
  const usuarioName = filtros.usuario !== undefined ? list.rows.find((r) => r.usuario === filtros.usuario)?.usuario_username : undefined;
  const objetoRepr = filtros.objeto_id ? list.rows.find((r) => r.objeto_id === filtros.objeto_id && (!filtros.objeto_tipo || r.objeto_tipo === filtros.objeto_tipo))?.objeto_repr : undefined;

  const columns: ServerTableColumn<HistorialEntry>[] = [
    {
      key: 'fecha',
      title: FIELDS.fecha!.label,
      sortField: 'fecha',
      render: (e) => <time dateTime={e.fecha} style={{ whiteSpace: 'nowrap' }}>{formatFecha(e.fecha)}</time>,
    },
    {
      key: 'usuario',
      title: FIELDS.usuario_username!.label,
      render: (e) =>
        e.usuario === null ? (
          <Typography.Text type="secondary">Sin sesión</Typography.Text>
        ) : (
          <Button
            type="link"
            size="small"
            style={{ padding: 0, height: 'auto' }}
            title="Ver solo los cambios de esta persona"
            aria-label={`Ver solo los cambios de ${e.usuario_username}`}
            onClick={() => setFiltros({ usuario: e.usuario ?? undefined })}
          >
            {e.usuario_username}
          </Button>
        ),
    },
    {
      key: 'accion',
      title: FIELDS.accion!.label,
      render: (e) => <Tag color={ACCION_COLORS[e.accion]}>{accionLabel(e.accion)}</Tag>,
    },
    {
      key: 'objeto',
      title: FIELDS.objeto_repr!.label,
      render: (e) => (
        <Flex orientation="vertical" gap={0} style={{ minWidth: 0 }}>
          {e.objeto_id ? (
            <Button
              type="link"
              size="small"
              style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left', justifyContent: 'flex-start' }}
              title="Ver solo el historial de este objeto"
              aria-label={`Ver solo el historial de ${e.objeto_repr}`}
              onClick={() => setFiltros({ objeto_tipo: e.objeto_tipo, objeto_id: e.objeto_id })}
            >
              {e.objeto_repr}
            </Button>
          ) : (
            <Typography.Text>{e.objeto_repr}</Typography.Text>
          )}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {objetoTipoLabel(e.objeto_tipo)}
            {e.objeto_id ? ` #${e.objeto_id}` : ''}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'cambios',
      title: FIELDS.cambios!.label,
      render: (e) => {
        const texts = toggleTexts(e);
        if (!texts) return <Typography.Text type="secondary">—</Typography.Text>;
        const expanded = open.has(e.id);
        const panelId = `historial-cambios-${e.id}`;
        return (
          <div style={{ minWidth: 0 }}>
            <Button
              size="small"
              aria-expanded={expanded}
              aria-controls={expanded ? panelId : undefined}
              // The visible text, and whose: a page lists many entries.
              aria-label={`${expanded ? texts.hide : texts.show} de ${e.objeto_repr}`}
              onClick={() => toggle(e.id)}
            >
              {expanded ? texts.hide : texts.show}
            </Button>
            {expanded && <HistorialCambios entry={e} id={panelId} />}
          </div>
        );
      },
    },
  ];

  return (
    <PageFrame title="Historial" subtitle="Quién cambió qué, y cuándo.">
      <HistorialFiltrosBar control={control} usuarioName={usuarioName} objetoRepr={objetoRepr} />
      <ServerTable<HistorialEntry>
        {...list.tableProps}
        rowKey="id"
        columns={columns}
        error={list.error ? errorMessage(list.error, 'Error cargando el historial.') : null}
        searchPlaceholder="Buscar por objeto o usuario"
        // The file of what the list shows: its search, order and filters.
        toolbarExtra={<CsvExportButton url={resourcePageUrl(HISTORIAL_RESOURCE)} params={{ ...filtros }} search={list.params.search} ordering={list.params.ordering} />}
        emptyMessage={control.active || list.params.search ? 'Ningún cambio coincide con los filtros.' : 'Aún no hay cambios registrados.'}
      />
    </PageFrame>
  );
}
