import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';

export const FORBIDDEN_TEXT = 'Acceso denegado. No tienes permisos para ver esta página.';

export function ForbiddenPage() {
  return (
    <Result
      status="403"
      title="403"
      subTitle={FORBIDDEN_TEXT}
      extra={
        <Link to="/user/dashboard">
          <Button type="primary">Ir al inicio</Button>
        </Link>
      }
    />
  );
}
