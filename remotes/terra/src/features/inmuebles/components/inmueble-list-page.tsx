import type { Inmueble } from '@gestion/contract';
import { TIPOS_INMUEBLE } from '@gestion/contract/enums';
import { resourceColumns } from '@gestion/contract/resource';
import { INMUEBLE_RESOURCE, TIPO_INMUEBLE_LABELS } from '@gestion/contract/resources/terra';
import { ResourceListPage, useServerList, type ServerTableColumn } from '@gestion/ui';
import { Select } from 'antd';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { inmueblesQueryOptions, type InmuebleFiltros } from '../api/get-inmuebles';

const columns = resourceColumns<Inmueble, ServerTableColumn<Inmueble>>(INMUEBLE_RESOURCE, {
  codigo: { render: (i) => <Link to={`/terra/inmueble/${i.id}`}>{i.codigo}</Link> },
  tipo_inmueble: { render: (i) => TIPO_INMUEBLE_LABELS[i.tipo_inmueble as keyof typeof TIPO_INMUEBLE_LABELS] ?? i.tipo_inmueble },
});

const TIPOS = TIPOS_INMUEBLE.map((value) => ({ value, label: TIPO_INMUEBLE_LABELS[value] }));
const ESTADOS = [
  { value: 'true', label: 'Activo' },
  { value: 'false', label: 'Inactivo' },
];

/** The filters live in the address beside the list's page and search: a link opens the same view. */
function useFiltros(): [InmuebleFiltros, (name: keyof InmuebleFiltros, value?: string) => void] {
  const [params, setParams] = useSearchParams();
  const tipo = params.get('tipo_inmueble') ?? undefined;
  const activo = params.get('activo');
  const filtros = useMemo<InmuebleFiltros>(
    () => ({ ...(tipo ? { tipo_inmueble: tipo } : {}), ...(activo === 'true' || activo === 'false' ? { activo } : {}) }),
    [tipo, activo],
  );
  const set = (name: keyof InmuebleFiltros, value?: string) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (value) next.set(name, value);
      else next.delete(name);
      // Another filter, another list: it starts at its first page.
      next.delete('page');
      return next;
    });
  return [filtros, set];
}

/** /terra/inmueble/list: 'Inmuebles', the registered properties (issue 39). */
export function InmuebleListPage() {
  const [filtros, setFiltro] = useFiltros();
  const options = useMemo(() => inmueblesQueryOptions(filtros), [filtros]);
  const list = useServerList(options, { initial: { ordering: INMUEBLE_RESOURCE.defaultOrdering } });
  const filtro = (name: keyof InmuebleFiltros, label: string, opciones: { value: string; label: string }[], width: number) => (
    <Select<string> aria-label={label} placeholder={label} allowClear style={{ minWidth: width }} options={opciones} value={filtros[name]} onChange={(v) => setFiltro(name, v)} />
  );

  return (
    <ResourceListPage<Inmueble>
      title="Inmuebles"
      list={list}
      create={{ label: '+ Registrar inmueble', permission: 'terra.add_inmueble', to: '/terra/inmueble/create' }}
      csvExport={{ url: INMUEBLE_RESOURCE.url, params: { ...filtros } }}
      recordActions={INMUEBLE_RESOURCE}
      columns={columns}
      toolbarExtra={
        <>
          {filtro('tipo_inmueble', 'Tipo', TIPOS, 170)}
          {filtro('activo', 'Estado', ESTADOS, 130)}
        </>
      }
      emptyMessage={filtros.tipo_inmueble || filtros.activo || list.params.search ? 'Ningún inmueble coincide con la búsqueda.' : 'No hay inmuebles registrados.'}
      searchPlaceholder="Buscar por código, dirección, sector, ciudad o provincia"
    />
  );
}
