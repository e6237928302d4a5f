import type { ListQuery } from '@gestion/contract';

/** react-query keys of the Authentication area: everything starts with 'auth'. */
export const authKeys = {
  all: ['auth'] as const,
  users: () => ['auth', 'users'] as const,
  usersList: (query: ListQuery) => ['auth', 'users', 'list', query] as const,
  groups: () => ['auth', 'groups'] as const,
  groupsList: (query: ListQuery) => ['auth', 'groups', 'list', query] as const,
  allPermissions: () => ['auth', 'permissions', 'all'] as const,
  roleGroups: () => ['auth', 'user-roles', 'groups'] as const,
  userRoleGroups: (userId: number | string) => ['auth', 'user-roles', 'user', String(userId)] as const,
  assignablePermissions: (groupId: number | string) => ['auth', 'all-permissions', String(groupId)] as const,
  groupPermissions: (groupId: number | string) => ['auth', 'group-permissions', String(groupId)] as const,
};
