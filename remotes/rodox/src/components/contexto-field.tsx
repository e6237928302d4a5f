import { useRodoxContextos } from '@gestion/api';
import { Form, Select } from 'antd';

/** Spec section 8 (Contexts). */
export const CONTEXTOS_ERROR = 'Error al cargar los contextos.';

// antd's Select shows its placeholder for null/undefined: the empty option needs a value of its
// own, turned back into null for the form (spec section 5: an empty context is sent as null).
const VACIO = '';

interface ContextoSelectProps {
  id?: string;
  value?: number | null;
  onChange?(value: number | null): void;
  emptyLabel: string;
}

function ContextoSelect({ id, value, onChange, emptyLabel }: ContextoSelectProps) {
  const contextos = useRodoxContextos();
  const options = [{ value: VACIO, label: emptyLabel }, ...(contextos.data ?? []).map((c) => ({ value: c.id, label: c.sigla, title: c.nombre }))];
  return (
    <Select<number | typeof VACIO>
      id={id}
      value={value ?? VACIO}
      onChange={(v) => onChange?.(v === VACIO ? null : v)}
      options={options}
      loading={contextos.isPending}
      status={contextos.isError ? 'error' : undefined}
      showSearch={{ optionFilterProp: 'label' }}
      virtual={false}
    />
  );
}

/**
 * The context of a new configuration or jornada, chosen among GET /api/rodox/contextos/ (by sigla),
 * with an empty first option that sends null.
 */
export function ContextoField({ emptyLabel, extra }: { emptyLabel: string; extra?: string }) {
  const contextos = useRodoxContextos();
  return (
    <Form.Item label="Contexto" name="contexto" extra={extra} help={contextos.isError ? CONTEXTOS_ERROR : undefined} validateStatus={contextos.isError ? 'error' : undefined}>
      <ContextoSelect emptyLabel={emptyLabel} />
    </Form.Item>
  );
}
