import { ne } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../test-utils.js';

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

/** A test app holding the five users for the file's tests (`app` is set once they run). */
export function withPeople(): { app: TestApp } {
  const people = {} as { app: TestApp };
  beforeAll(async () => {
    people.app = await buildTestApp();
    await createPeople(people.app);
  });
  afterAll(async () => {
    await people.app?.close();
  });
  return people;
}

/** The users list without the administrator, ordered by username. */
export const peopleList = {
  ordering: { username: users.username, first_name: users.first_name, id: users.id },
  defaultOrdering: 'username',
  tiebreaker: users.id,
  search: [users.search_text],
  where: ne(users.username, 'admin'),
};
