import { useRoleGroups } from '../../../api/list-role-groups';
import { useUserRoleGroups } from '../api/list-user-role-groups';
import { useToggleUserGroup } from '../api/toggle-user-group';
import { AssignmentList, PageFrame } from '@gestion/ui';
import { Button } from 'antd';
import { useLocation, useNavigate, useParams } from 'react-router-dom';

/** /auth/usuario/{id}/roles: Asignar/Quitar each group of one user. */
export function UserRolesPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const groups = useRoleGroups();
  const mine = useUserRoleGroups(id);
  const toggle = useToggleUserGroup();
  const location = useLocation();
  // Opened from a link or a new tab there is no in-app page behind it: go to the users list.
  const goBack = () => void (location.key === 'default' ? navigate('/auth/user/list') : navigate(-1));
  const assigned = new Set((mine.data ?? []).map((g) => g.id));

  return (
    <PageFrame title="Roles del usuario" extra={<Button onClick={goBack}>Back</Button>}>
      <AssignmentList
        mode="toggle"
        listLabel="Roles"
        items={groups.data}
        itemId={(g) => g.id}
        itemName={(g) => g.name}
        loading={groups.isPending || mine.isPending}
        loadingText="Cargando roles..."
        error={(groups.isError || mine.isError) && 'No se pudieron cargar los roles'}
        emptyMessage="No hay groups para mostrar"
        isAssigned={(g) => assigned.has(g.id)}
        onToggle={(g, assign) => toggle.mutateAsync({ userId: id, groupId: g.id, assign })}
        toggleErrorText="No se pudo actualizar el rol"
      />
    </PageFrame>
  );
}
