/**
 * Root react-query keys. Areas add theirs next to their endpoints
 * (`packages/api/src/<area>/`); a key starts with the area so one invalidation covers it.
 */
export const queryKeys = {
  session: {
    all: ['session'] as const,
    me: () => ['session', 'me'] as const,
    permissions: () => ['session', 'permissions'] as const,
    groups: () => ['session', 'groups'] as const,
  },
};
