import { serverReason } from '@gestion/api';
import { useCreateSprint } from '../api/create-sprint';
import { PageFrame, toast } from '@gestion/ui';
import { Alert, Button, Descriptions, Flex, Input, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { parseSprintText } from '../../../lib/parse-sprint-text';

const SPRINT_CREATED = 'Sprint creado correctamente';
const SPRINT_CREATE_FAILED = 'Error al crear sprint';

const PLACEHOLDER = `Nombre: Sprint 1
Descripcion: Objetivo del sprint
Tareas:
- Primera tarea
- Segunda tarea`;

/** /main/sprint/create: one free-text box read by 'Nombre:', 'Descripcion:', 'Tareas:' and dash lines. */
export function SprintCreatePage() {
  const navigate = useNavigate();
  const create = useCreateSprint();
  const [text, setText] = useState('');
  const [error, setError] = useState<{ title: string; description?: string } | null>(null);
  const parsed = useMemo(() => parseSprintText(text), [text]);

  const submit = async () => {
    setError(null);
    if (!parsed.ok) {
      setError({ title: parsed.error });
      return;
    }
    try {
      const sprint = await create.mutateAsync(parsed.value);
      toast.success(SPRINT_CREATED);
      navigate(`/main/sprint/${sprint.id}`);
    } catch (err) {
      setError({ title: SPRINT_CREATE_FAILED, description: serverReason(err) });
    }
  };

  return (
    <PageFrame title="Crear sprint" extra={<Link to="/main/sprint/list">Volver a sprints</Link>}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Flex vertical gap={12} style={{ maxWidth: 760 }}>
          <Typography.Text type="secondary">
            Escribe el sprint con las etiquetas <code>Nombre:</code>, <code>Descripcion:</code> y <code>Tareas:</code>; cada
            tarea en una línea que empieza con un guion.
          </Typography.Text>
          <Input.TextArea
            aria-label="Texto del sprint"
            placeholder={PLACEHOLDER}
            autoSize={{ minRows: 8, maxRows: 24 }}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              if (error) setError(null);
            }}
            style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' }}
          />
          {error && <Alert type="error" showIcon role="alert" title={error.title} description={error.description} />}
          {parsed.ok && (
            <Descriptions
              size="small"
              bordered
              column={1}
              title="Vista previa"
              items={[
                { key: 'nombre', label: 'Nombre', children: parsed.value.nombre },
                { key: 'descripcion', label: 'Descripción', children: <span style={{ whiteSpace: 'pre-wrap' }}>{parsed.value.descripcion || '-'}</span> },
                {
                  key: 'tareas',
                  label: `Tareas (${parsed.value.tareas.length})`,
                  children: (
                    <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                      {parsed.value.tareas.map((t, i) => (
                        <li key={i}>{t}</li>
                      ))}
                    </ul>
                  ),
                },
              ]}
            />
          )}
          <Flex gap={8}>
            <Button type="primary" htmlType="submit" loading={create.isPending}>
              Crear sprint
            </Button>
            <Button onClick={() => navigate('/main/sprint/list')} disabled={create.isPending}>
              Cancelar
            </Button>
          </Flex>
        </Flex>
      </form>
    </PageFrame>
  );
}
