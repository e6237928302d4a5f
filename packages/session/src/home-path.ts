/** Where a signed-in user lands: after signing in, and from a path no area serves. */
export const HOME_PATH = '/user/dashboard';
