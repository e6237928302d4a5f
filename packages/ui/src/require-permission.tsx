import type { PermissionKey } from '@gestion/contract';
import { useSession } from '@gestion/session';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';

export interface RequirePermissionProps {
  permission: PermissionKey;
  children: ReactNode;
}

/**
 * Gate of one route: without the permission the user goes to /error/403. A superuser passes,
 * and nothing is decided until the permission list has loaded (spec section 4).
 */
export function RequirePermission({ permission, children }: RequirePermissionProps) {
  const session = useSession();
  if (!session.permissionsLoaded || session.hasPermission(permission)) {
    return <>{children}</>;
  }
  return <Navigate to="/error/403" replace />;
}
