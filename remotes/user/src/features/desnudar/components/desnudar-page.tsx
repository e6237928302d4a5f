import { useSession } from '@gestion/session';
import { PageFrame } from '@gestion/ui';
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Collapse, Descriptions, Empty, Tag, Typography, theme } from 'antd';
import type { CollapseProps } from 'antd';
import { useState } from 'react';
import { readLocalStorage, truncateToken } from '../read-local-storage';

function Json({ value }: { value: unknown }) {
  const { token } = theme.useToken();
  return (
    <pre
      style={{
        margin: 0,
        padding: 12,
        borderRadius: token.borderRadius,
        background: token.colorFillQuaternary,
        color: token.colorText,
        fontSize: 12,
        maxHeight: 360,
        overflow: 'auto',
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
      }}
    >
      {typeof value === 'string' ? value : JSON.stringify(value, null, 2)}
    </pre>
  );
}

function summary(value: unknown): string {
  if (Array.isArray(value)) return `${value.length} elementos`;
  if (value && typeof value === 'object') return `${Object.keys(value).length} campos`;
  const text = String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/** /user/desnudar: what the app believes about the session, and what is in local storage. */
export default function DesnudarPage() {
  const session = useSession();
  const [entries, setEntries] = useState(() => readLocalStorage());

  const authItems: CollapseProps['items'] = [
    {
      key: 'user',
      label: `user: ${session.user ? session.user.username : 'null'}`,
      children: <Json value={session.user} />,
    },
    {
      key: 'permissions',
      label: `permissions (${session.permissions.length})${session.permissionsLoaded ? '' : ' — sin cargar'}`,
      children:
        session.permissions.length > 0 ? (
          <Json value={session.permissions} />
        ) : (
          <Typography.Text type="secondary">Sin permisos.</Typography.Text>
        ),
    },
    {
      key: 'roles',
      label: `roles (${session.roles.length})`,
      children: session.roles.length > 0 ? <Json value={session.roles} /> : <Typography.Text type="secondary">Sin roles.</Typography.Text>,
    },
  ];

  const storageItems: CollapseProps['items'] = entries.map((entry) => ({
    key: entry.key,
    label: (
      <span>
        <Typography.Text code>{entry.key}</Typography.Text>{' '}
        <Typography.Text type="secondary">{summary(entry.value)}</Typography.Text>
      </span>
    ),
    children: <Json value={entry.value} />,
  }));

  return (
    <PageFrame
      title="Desnudar"
      subtitle="Valores de autenticación y contenido del almacenamiento local (depuración)."
      extra={
        <Button icon={<ReloadOutlined />} onClick={() => setEntries(readLocalStorage())}>
          Recargar
        </Button>
      }
    >
      <section aria-labelledby="desnudar-auth">
        <Typography.Title level={2} id="desnudar-auth" style={{ fontSize: 18 }}>
          Autenticación
        </Typography.Title>
        <Descriptions
          bordered
          size="small"
          column={1}
          style={{ marginBottom: 12 }}
          items={[
            { key: 'username', label: 'Usuario', children: session.user?.username ?? '—' },
            {
              key: 'superuser',
              label: 'Superusuario',
              children: session.isSuperuser ? <Tag color="purple">Sí</Tag> : <Tag>No</Tag>,
            },
            {
              key: 'must',
              label: 'mustChangePassword',
              children: session.mustChangePassword ? <Tag color="gold">true</Tag> : <Tag>false</Tag>,
            },
            { key: 'loaded', label: 'permissionsLoaded', children: String(session.permissionsLoaded) },
            { key: 'token', label: 'Token', children: <Typography.Text code>{truncateToken(session.token)}</Typography.Text> },
          ]}
        />
        <Collapse items={authItems} />
      </section>
      <section aria-labelledby="desnudar-storage">
        <Typography.Title level={2} id="desnudar-storage" style={{ fontSize: 18 }}>
          Almacenamiento local ({entries.length})
        </Typography.Title>
        {entries.length > 0 ? <Collapse items={storageItems} /> : <Empty description="El almacenamiento local está vacío." />}
      </section>
    </PageFrame>
  );
}
