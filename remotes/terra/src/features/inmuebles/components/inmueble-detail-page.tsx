import type { Inmueble } from '@gestion/contract';
import { fieldText, type FieldDeclaration } from '@gestion/contract/resource';
import { INMUEBLE_RESOURCE, TIPO_INMUEBLE_LABELS } from '@gestion/contract/resources/terra';
import { LoadError, PageFrame, useRecordActions } from '@gestion/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Space, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { inmuebleQueryOptions } from '../api/get-inmueble';
import { terraInmueblesKeys } from '../api/keys';

const LIST = '/terra/inmueble/list';

/** Every declared field but the id, as the record holds it (the kind by its label, blanks as '-'). */
function items(inmueble: Inmueble) {
  return (Object.entries(INMUEBLE_RESOURCE.fields) as [keyof Inmueble & string, FieldDeclaration<Inmueble>][])
    .filter(([name]) => name !== 'id')
    .map(([name, field]) => {
      const value = name === 'tipo_inmueble' ? (TIPO_INMUEBLE_LABELS[inmueble.tipo_inmueble as keyof typeof TIPO_INMUEBLE_LABELS] ?? inmueble.tipo_inmueble) : fieldText(name, field, inmueble);
      return { key: name, label: field.label, children: value === null || value === undefined || value === '' ? '-' : String(value) };
    });
}

/** /terra/inmueble/:id: one property, with 'Editar' and 'Eliminar' for holders of their permissions. */
export function InmuebleDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const query = useQuery(inmuebleQueryOptions(id));
  const actions = useRecordActions<Inmueble>(INMUEBLE_RESOURCE, (action) => {
    void client.invalidateQueries({ queryKey: terraInmueblesKeys.inmuebles });
    if (action === 'eliminar') void navigate(LIST);
  });
  const inmueble = query.data;

  const extra = inmueble && (actions.canEdit || actions.canDelete) && (
    <Space>
      {actions.canEdit && (
        <Button type="primary" onClick={() => actions.edit(inmueble)}>
          Editar
        </Button>
      )}
      {actions.canDelete && (
        <Button danger onClick={() => actions.remove(inmueble)}>
          Eliminar
        </Button>
      )}
    </Space>
  );

  return (
    <PageFrame title={inmueble ? `Inmueble ${inmueble.codigo}` : 'Inmueble'} extra={extra}>
      <Link to={LIST}>Volver a Inmuebles</Link>
      {query.isError ? (
        <LoadError title="No se pudo cargar el inmueble." error={query.error} />
      ) : inmueble ? (
        <Descriptions bordered size="small" column={1} items={items(inmueble)} style={{ maxWidth: 720 }} />
      ) : (
        <Typography.Text type="secondary" role="status">Cargando…</Typography.Text>
      )}
      {actions.dialog}
    </PageFrame>
  );
}
