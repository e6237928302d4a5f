import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';

export const FORBIDDEN_TEXT = 'Acceso denegado. No tienes permisos para ver esta página.';

export function ForbiddenPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title="403"
      subTitle={FORBIDDEN_TEXT}
      extra={
        // A link drawn as a button, not a button inside a link (two nested controls for a screen reader).
        <Button
          type="primary"
          href="/user/dashboard"
          onClick={(e) => {
            e.preventDefault();
            void navigate('/user/dashboard');
          }}
        >
          Ir al inicio
        </Button>
      }
    />
  );
}
