import { Button } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';

/** 'Volver': one step back, or `fallback` when the screen was the first one opened. */
export function VolverButton({ fallback }: { fallback: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  return <Button onClick={() => void (location.key === 'default' ? navigate(fallback) : navigate(-1))}>Volver</Button>;
}
