import { ne } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { createUser, type TestApp } from '../../test-utils.js';

// The users the engine's tests page through, and the list they page them with.

/** Five users whose names differ in accents and share fragments ('mari', 'a', 'o'). */
export async function createPeople(app: TestApp): Promise<void> {
  const people: [string, string][] = [
    ['jose', 'José'],
    ['maria', 'María'],
    ['mario', 'Mario'],
    ['lucia', 'Lucía'],
    ['andres', 'Andrés'],
  ];
  for (const [username, first_name] of people) await createUser(app, { username, first_name });
}

/** The users list without the administrator, ordered by username. */
export const peopleList = {
  ordering: { username: users.username, first_name: users.first_name, id: users.id },
  defaultOrdering: 'username',
  tiebreaker: users.id,
  search: [users.search_text],
  where: ne(users.username, 'admin'),
};
