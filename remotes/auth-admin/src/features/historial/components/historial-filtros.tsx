import type { HistorialFiltros } from '@gestion/contract';
import { useSession } from '@gestion/session';
import { useDebouncedValue } from '@gestion/ui';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Input, Select, Tag, Typography } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import { historialUsuariosQueryOptions } from '../api/list-historial-usuarios';
import { OBJETO_TIPO_OPTIONS, objetoTipoLabel } from '../lib/historial-labels';
import type { useHistorialFiltros } from '../lib/use-historial-filtros';

export interface HistorialFiltrosBarProps {
  control: ReturnType<typeof useHistorialFiltros>;
  /** The names the page on screen knows: a person's and an object's, for the filters set by id. */
  usuarioName?: string;
  objetoRepr?: string;
}

/** A visible label over its control (date inputs show no placeholder). */
function Field({ label, htmlFor, children, basis }: { label: string; htmlFor: string; children: ReactNode; basis: string }) {
  return (
    <Flex orientation="vertical" gap={2} style={{ flex: `1 1 ${basis}`, minWidth: 0 }}>
      <label htmlFor={htmlFor}>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {label}
        </Typography.Text>
      </label>
      {children}
    </Flex>
  );
}

/** A filter set by id (from a row or a link), with a real button to remove it (antd's tag close is no button). */
function FiltroTag({ children, quitar, onQuitar }: { children: ReactNode; quitar: string; onQuitar(): void }) {
  return (
    <Tag color="blue" style={{ marginInlineEnd: 0, display: 'inline-flex', alignItems: 'center', gap: 4, paddingInlineEnd: 2 }}>
      <span>{children}</span>
      <Button type="text" size="small" aria-label={quitar} title={quitar} onClick={onQuitar} style={{ height: 24, minWidth: 24, padding: '0 4px', lineHeight: 1 }}>
        ×
      </Button>
    </Tag>
  );
}

/**
 * The person filter: the users found by name (GET /api/auth/users/, auth.view_user). The chosen
 * person stays an option while other names are searched.
 */
function UsuarioSelect({ id, value, name, onChange }: { id: string; value?: number; name?: string; onChange(v?: number): void }) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search, 300);
  const { data = [], isFetching } = useQuery(historialUsuariosQueryOptions(term));
  const options = data.map((u) => ({ value: u.id, label: u.username }));
  if (value !== undefined && !options.some((o) => o.value === value)) options.unshift({ value, label: name ?? `#${value}` });
  return (
    <Select<number>
      id={id}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      placeholder="Cualquiera"
      value={value}
      options={options}
      loading={isFetching}
      notFoundContent={isFetching ? 'Buscando…' : 'Sin coincidencias'}
      onChange={(v) => {
        setSearch('');
        onChange(v ?? undefined);
      }}
      style={{ width: '100%' }}
    />
  );
}

/** Filters of the history: person, object type, days from and to; an object's own filter as a tag. */
export function HistorialFiltrosBar({ control, usuarioName, objetoRepr }: HistorialFiltrosBarProps) {
  const { filtros, setFiltros, clear, active } = control;
  const canListUsers = useSession().hasPermission('auth.view_user');
  const ids = { usuario: useId(), tipo: useId(), desde: useId(), hasta: useId() };
  const set = (patch: Partial<Record<keyof HistorialFiltros, string | number | undefined>>) => setFiltros(patch);

  return (
    <Flex orientation="vertical" gap={8} role="group" aria-label="Filtros del historial">
      <Flex wrap gap={12} align="flex-end">
        {canListUsers && (
          <Field label="Persona" htmlFor={ids.usuario} basis="200px">
            <UsuarioSelect id={ids.usuario} value={filtros.usuario} name={usuarioName} onChange={(v) => set({ usuario: v })} />
          </Field>
        )}
        <Field label="Tipo de objeto" htmlFor={ids.tipo} basis="220px">
          <Select<string>
            id={ids.tipo}
            showSearch={{ optionFilterProp: 'label' }}
            allowClear
            placeholder="Todos"
            value={filtros.objeto_tipo}
            // A type from a link that the map does not know still shows as chosen.
            options={filtros.objeto_tipo && !OBJETO_TIPO_OPTIONS.some((o) => o.value === filtros.objeto_tipo)
              ? [{ value: filtros.objeto_tipo, label: filtros.objeto_tipo }, ...OBJETO_TIPO_OPTIONS]
              : OBJETO_TIPO_OPTIONS}
            // Another type is another object: its id no longer applies.
            onChange={(v) => set({ objeto_tipo: v ?? undefined, objeto_id: undefined })}
            style={{ width: '100%' }}
          />
        </Field>
        <Field label="Desde" htmlFor={ids.desde} basis="150px">
          <Input id={ids.desde} type="date" value={filtros.desde ?? ''} max={filtros.hasta} onChange={(e) => set({ desde: e.target.value || undefined })} />
        </Field>
        <Field label="Hasta" htmlFor={ids.hasta} basis="150px">
          <Input id={ids.hasta} type="date" value={filtros.hasta ?? ''} min={filtros.desde} onChange={(e) => set({ hasta: e.target.value || undefined })} />
        </Field>
        {active && (
          <Button onClick={clear} style={{ flex: '0 0 auto' }}>
            Quitar filtros
          </Button>
        )}
      </Flex>
      {(filtros.objeto_id || (filtros.usuario !== undefined && !canListUsers)) && (
        <Flex wrap gap={8}>
          {filtros.objeto_id && (
            <FiltroTag quitar="Quitar el filtro de objeto" onQuitar={() => set({ objeto_id: undefined })}>
              Objeto: {filtros.objeto_tipo ? `${objetoTipoLabel(filtros.objeto_tipo)} ` : ''}
              {objetoRepr ? `«${objetoRepr}»` : `#${filtros.objeto_id}`}
            </FiltroTag>
          )}
          {filtros.usuario !== undefined && !canListUsers && (
            <FiltroTag quitar="Quitar el filtro de persona" onQuitar={() => set({ usuario: undefined })}>
              Persona: {usuarioName ?? `#${filtros.usuario}`}
            </FiltroTag>
          )}
        </Flex>
      )}
    </Flex>
  );
}
