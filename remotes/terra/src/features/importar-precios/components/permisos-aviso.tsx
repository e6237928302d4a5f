import { useSession } from '@gestion/session';
import { Alert, Flex } from 'antd';
import { permisosFaltantes, PERMISOS_MESSAGES } from '../lib/permisos';

/**
 * Step 1's warning when the signed-in user lacks a permission the wizard's calls need (the
 * route only asks terra.import_precioproducto): said before the file is read, not as a 403 at
 * the end. It blocks nothing.
 */
export function PermisosAviso() {
  const { hasPermission } = useSession();
  const { siempre, alCrear } = permisosFaltantes(hasPermission);
  if (siempre.length === 0 && alCrear.length === 0) return null;
  return (
    <Flex vertical gap={8}>
      {siempre.length > 0 && <Alert type="warning" showIcon title={PERMISOS_MESSAGES.faltan(siempre)} />}
      {alCrear.length > 0 && <Alert type="warning" showIcon title={PERMISOS_MESSAGES.alCrear(alCrear)} />}
    </Flex>
  );
}
