import type { InmuebleCreateRequest, TipoInmueble } from '@gestion/contract';
import { TIPOS_INMUEBLE } from '@gestion/contract/enums';
import { TIPO_INMUEBLE_LABELS } from '@gestion/contract/resources/terra';
import { errorDetail, formFieldErrors } from '@gestion/api';
import { useCreateInmueble } from '../api/create-inmueble';
import { PageFrame, useIsMobile } from '@gestion/ui';
import { Alert, Button, Card, Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import { useState } from 'react';

const REGISTRADO = '¡Inmueble registrado!';
const ERROR_REGISTRAR = 'Error al registrar inmueble';

// The labels of spec section 5; the options follow the wire's values, in their order.
const OPCIONES_TIPO = TIPOS_INMUEBLE.map((value) => ({ value, label: TIPO_INMUEBLE_LABELS[value] }));

interface FormValues {
  codigo: string;
  tipo_inmueble?: TipoInmueble;
  direccion?: string;
  sector?: string;
  ciudad?: string;
  provincia?: string;
  /** InputNumber in string mode: the six decimals travel as typed, never through a float. */
  latitud?: string | null;
  longitud?: string | null;
  niveles?: number | null;
  habitaciones?: number | null;
  banos?: number | null;
  parqueos?: number | null;
  activo: boolean;
}

// Spec sections 3 and 9: niveles 1, habitaciones/banos/parqueos 0, activo true.
const DEFAULTS: Partial<FormValues> = { niveles: 1, habitaciones: 0, banos: 0, parqueos: 0, activo: true };
const FIELDS = ['codigo', 'tipo_inmueble', 'direccion', 'sector', 'ciudad', 'provincia', 'latitud', 'longitud', 'niveles', 'habitaciones', 'banos', 'parqueos', 'activo'] as const;

const text = (v?: string) => v?.trim() ?? '';

function toRequest(v: FormValues): InmuebleCreateRequest {
  return {
    codigo: v.codigo.trim(),
    tipo_inmueble: v.tipo_inmueble!,
    direccion: text(v.direccion),
    sector: text(v.sector),
    ciudad: text(v.ciudad),
    provincia: text(v.provincia),
    latitud: v.latitud || null,
    longitud: v.longitud || null,
    // A cleared number box means the default again, not zero levels.
    niveles: v.niveles ?? DEFAULTS.niveles!,
    habitaciones: v.habitaciones ?? 0,
    banos: v.banos ?? 0,
    parqueos: v.parqueos ?? 0,
    activo: v.activo,
  };
}

type Outcome = { ok: true } | { ok: false; text: string };

/** /terra/inmueble/create: 'Registrar Inmueble'. */
export function InmuebleCreatePage() {
  const create = useCreateInmueble();
  const [form] = Form.useForm<FormValues>();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const isMobile = useIsMobile();
  const half = isMobile ? 24 : 12;
  const quarter = isMobile ? 12 : 6;

  const onFinish = async (values: FormValues) => {
    setOutcome(null);
    try {
      await create.mutateAsync(toRequest(values));
      form.resetFields();
      setOutcome({ ok: true });
    } catch (err) {
      // Spec section 8: the server's detail or 'Error al registrar inmueble'. A field error is
      // not a detail: it shows under its field, and the alert keeps the spec's text.
      setOutcome({ ok: false, text: errorDetail(err)?.trim() || ERROR_REGISTRAR });
      form.setFields(formFieldErrors(err, FIELDS));
    }
  };

  const coordenada = (name: 'latitud' | 'longitud', label: string, max: number) => (
    <Form.Item label={label} name={name}>
      <InputNumber<string> stringMode step="0.000001" precision={6} min={String(-max)} max={String(max)} style={{ width: '100%' }} />
    </Form.Item>
  );
  const cantidad = (name: 'niveles' | 'habitaciones' | 'banos' | 'parqueos', label: string, min: number) => (
    <Col span={quarter}>
      <Form.Item label={label} name={name}>
        <InputNumber min={min} max={1000} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </Col>
  );

  return (
    <PageFrame title="Registrar Inmueble">
      <Card size="small" style={{ maxWidth: 880 }}>
        <Form<FormValues> form={form} name="inmueble" layout="vertical" initialValues={DEFAULTS} onFinish={onFinish} onValuesChange={() => setOutcome(null)} requiredMark>
          <Row gutter={16}>
            <Col span={half}>
              <Form.Item label="Código" name="codigo" rules={[{ required: true, whitespace: true, message: 'El código es obligatorio.' }]}>
                <Input maxLength={50} />
              </Form.Item>
            </Col>
            <Col span={half}>
              <Form.Item label="Tipo de inmueble" name="tipo_inmueble" rules={[{ required: true, message: 'El tipo de inmueble es obligatorio.' }]}>
                <Select options={OPCIONES_TIPO} placeholder="Selecciona un tipo" />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item label="Dirección" name="direccion">
            <Input maxLength={300} />
          </Form.Item>
          <Row gutter={16}>
            <Col span={isMobile ? 24 : 8}>
              <Form.Item label="Sector" name="sector">
                <Input maxLength={150} />
              </Form.Item>
            </Col>
            <Col span={isMobile ? 24 : 8}>
              <Form.Item label="Ciudad" name="ciudad">
                <Input maxLength={150} />
              </Form.Item>
            </Col>
            <Col span={isMobile ? 24 : 8}>
              <Form.Item label="Provincia" name="provincia">
                <Input maxLength={150} />
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={16}>
            <Col span={half}>{coordenada('latitud', 'Latitud', 90)}</Col>
            <Col span={half}>{coordenada('longitud', 'Longitud', 180)}</Col>
          </Row>
          <Row gutter={16}>
            {cantidad('niveles', 'Niveles', 1)}
            {cantidad('habitaciones', 'Habitaciones', 0)}
            {cantidad('banos', 'Baños', 0)}
            {cantidad('parqueos', 'Parqueos', 0)}
          </Row>
          <Form.Item label="Activo" name="activo" valuePropName="checked">
            <Switch />
          </Form.Item>
          {outcome && (
            <Form.Item>
              {outcome.ok ? <Alert type="success" showIcon role="status" title={REGISTRADO} /> : <Alert type="error" showIcon role="alert" title={outcome.text} />}
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            Registrar
          </Button>
        </Form>
      </Card>
    </PageFrame>
  );
}
