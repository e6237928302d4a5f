import type { Profesion, TipoTelefono, UsuarioExtra, UsuarioExtraUpdateRequest } from '@gestion/contract';
import { TIPOS_TELEFONO } from '@gestion/contract/enums';
import { errorMessage } from '@gestion/api';
import { useProfesiones } from '../api/get-profesiones';
import { useUsuarioExtra } from '../api/get-usuario-extra';
import { useUpdateUsuarioExtra } from '../api/update-usuario-extra';
import { usuarioExtraFieldErrors } from '../api/usuario-extra-errors';
import { SesionesCard } from './sesiones-card';
import { LoadError, PageFrame, toast } from '@gestion/ui';
import { DeleteOutlined, PlusOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Avatar, Button, Card, Flex, Form, Input, Select, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { SegundoFactorCard } from './segundo-factor-card';

export const PERFIL_ACTUALIZADO = 'Perfil actualizado';
export const PERFIL_ERROR = 'Error al actualizar perfil';

const ETIQUETAS_TIPO: Record<TipoTelefono, string> = { movil: 'Móvil', casa: 'Casa', trabajo: 'Trabajo', otro: 'Otro' };
const TIPOS = TIPOS_TELEFONO.map((value) => ({ value, label: ETIQUETAS_TIPO[value] }));

type PerfilValues = UsuarioExtraUpdateRequest;

function toValues(p: UsuarioExtra): PerfilValues {
  return { apodo: p.apodo, avatar: p.avatar, bio: p.bio, profesiones: p.profesiones, telefonos: p.telefonos };
}

/** What is sent: the whole profile, texts trimmed (the server checks the rest). */
function toRequest(v: PerfilValues): UsuarioExtraUpdateRequest {
  return {
    apodo: (v.apodo ?? '').trim(),
    avatar: (v.avatar ?? '').trim(),
    bio: v.bio ?? '',
    profesiones: v.profesiones ?? [],
    telefonos: (v.telefonos ?? []).map((t) => ({ numero: (t.numero ?? '').trim(), tipo: t.tipo })),
  };
}

/** Only an http(s) address is put in an <img>: anything else is the server's to refuse. */
function previewable(url: string | undefined): string | undefined {
  const u = (url ?? '').trim();
  return /^https?:\/\/\S+$/i.test(u) ? u : undefined;
}

interface PerfilFormProps {
  perfil: UsuarioExtra;
  profesiones: Profesion[];
  profesionesLoading: boolean;
  profesionesError: unknown;
}

function PerfilForm({ perfil, profesiones, profesionesLoading, profesionesError }: PerfilFormProps) {
  const [form] = Form.useForm<PerfilValues>();
  const update = useUpdateUsuarioExtra();
  const [failure, setFailure] = useState<string | null>(null);
  const avatar = Form.useWatch('avatar', form);

  const onFinish = async (values: PerfilValues) => {
    setFailure(null);
    try {
      const saved = await update.mutateAsync({ id: perfil.id, body: toRequest(values) });
      form.setFieldsValue(toValues(saved));
      toast.success(PERFIL_ACTUALIZADO);
    } catch (err) {
      // The server's field errors go under their fields; a reason about no field below the title.
      const fields = usuarioExtraFieldErrors(err);
      if (fields.length) form.setFields(fields);
      setFailure(fields.length ? '' : errorMessage(err, ''));
      toast.error(PERFIL_ERROR);
    }
  };

  return (
    <Form<PerfilValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={toValues(perfil)}
      onFinish={(v) => void onFinish(v)}
      onValuesChange={() => failure !== null && setFailure(null)}
      aria-label="Completar Perfil"
    >
      <Flex gap={16} align="center" style={{ marginBottom: 16 }}>
        <Avatar size={72} src={previewable(avatar)} alt="Avatar" icon={<UserOutlined />} />
        <Typography.Text type="secondary">La imagen se toma de la dirección del avatar.</Typography.Text>
      </Flex>
      <Form.Item label="Apodo" name="apodo">
        <Input maxLength={60} autoComplete="nickname" />
      </Form.Item>
      <Form.Item label="Avatar (URL)" name="avatar">
        <Input inputMode="url" placeholder="https://…" autoComplete="photo" />
      </Form.Item>
      <Form.Item label="Bio" name="bio">
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} />
      </Form.Item>
      <Form.Item
        label="Profesiones"
        name="profesiones"
        extra={profesionesError ? <Typography.Text type="danger">{errorMessage(profesionesError, 'No se pudieron cargar las profesiones.')}</Typography.Text> : undefined}
      >
        <Select
          mode="multiple"
          allowClear
          placeholder="Elige tus profesiones"
          optionFilterProp="label"
          loading={profesionesLoading}
          options={profesiones.map((p) => ({ value: p.id, label: p.nombre }))}
        />
      </Form.Item>
      <Form.List name="telefonos">
        {(rows, { add, remove }, { errors }) => (
          <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
            <legend style={{ fontSize: 14, marginBottom: 8 }}>Teléfonos</legend>
            <Flex orientation="vertical" gap={4}>
              {rows.map((row, i) => (
                <Flex key={row.key} gap={8} align="flex-start" wrap role="group" aria-label={`Teléfono ${i + 1}`}>
                  <Form.Item name={[row.name, 'numero']} style={{ flex: '1 1 180px', marginBottom: 8 }}>
                    <Input aria-label="Número" placeholder="Número" inputMode="tel" autoComplete="tel" />
                  </Form.Item>
                  <Form.Item name={[row.name, 'tipo']} style={{ flex: '0 1 150px', minWidth: 120, marginBottom: 8 }}>
                    <Select aria-label="Tipo" options={TIPOS} />
                  </Form.Item>
                  <Button aria-label={`Quitar teléfono ${i + 1}`} icon={<DeleteOutlined />} onClick={() => remove(row.name)} />
                </Flex>
              ))}
              <Form.ErrorList errors={errors} />
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ numero: '', tipo: 'movil' })} style={{ width: 'fit-content' }}>
                Agregar teléfono
              </Button>
            </Flex>
          </fieldset>
        )}
      </Form.List>
      {failure !== null && <Alert type="error" showIcon role="alert" title={PERFIL_ERROR} description={failure || undefined} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" loading={update.isPending}>
        Guardar
      </Button>
    </Form>
  );
}

/** /user/perfil: 'Completar Perfil' (apodo, avatar, bio, professions, phone numbers). */
export default function PerfilPage() {
  const perfil = useUsuarioExtra();
  const profesiones = useProfesiones();

  let body;
  if (perfil.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (perfil.isError) body = <LoadError title="No se pudo cargar el perfil." error={perfil.error} />;
  else if (!perfil.data) body = <LoadError title="No se encontró tu perfil." />;
  else
    body = (
      <PerfilForm
        key={perfil.data.id}
        perfil={perfil.data}
        profesiones={profesiones.data ?? []}
        profesionesLoading={profesiones.isPending}
        profesionesError={profesiones.isError ? profesiones.error : null}
      />
    );

  return (
    <PageFrame title="Completar Perfil">
      <Flex orientation="vertical" gap={16}>
        <Card style={{ maxWidth: 640, width: '100%' }}>{body}</Card>
        <SegundoFactorCard />
        <SesionesCard />
      </Flex>
    </PageFrame>
  );
}
