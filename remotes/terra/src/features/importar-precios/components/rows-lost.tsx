import { Alert, Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { stepPath } from '../steps';

/** After a reload in a browser that could not keep the rows: the file must be chosen again. */
export function RowsLost() {
  const navigate = useNavigate();
  return (
    <Alert
      type="warning"
      showIcon
      title="Las filas del archivo ya no están en este navegador: vuelve a elegir el archivo."
      action={<Button onClick={() => navigate(stepPath('seleccionar-archivo'))}>Elegir archivo</Button>}
    />
  );
}
