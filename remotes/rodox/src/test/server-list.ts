import type { PermissionKey } from '@gestion/contract';
import { signInForTest, TEST_API } from '@gestion/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { expect } from 'vitest';
import { renderAt } from './render';

/**
 * A mocked server-paginated endpoint: answers `{count, results}` with the rows that match the
 * search and records every query string asked. Set `list.rows` in a test or a beforeEach.
 */
export function paginatedEndpoint<T>(path: string, matches: (row: T, search: string) => boolean) {
  const list: { rows: T[]; requests: URLSearchParams[]; handler: RequestHandler } = {
    rows: [],
    requests: [],
    handler: http.get(`${TEST_API}${path}`, ({ request }) => {
      const q = new URL(request.url).searchParams;
      list.requests.push(q);
      const search = q.get('search') ?? '';
      const results: T[] = list.rows.filter((row) => !search || matches(row, search));
      return HttpResponse.json({ count: results.length, results });
    }),
  };
  return list;
}

/** The route at `path` sends someone holding only `permissions` to /error/403. */
export async function expectRefused(path: string, permissions: PermissionKey[]) {
  signInForTest({ permissions });
  renderAt(path, { '/error/403': 'prohibido' });
  expect(await screen.findByText('prohibido')).toBeTruthy();
}

/**
 * Types `term` in 'Buscar': nothing is asked before `idleMs` has passed, then the list is asked
 * again for page 1 with the term, and `gone` (a text of a row that does not match) disappears.
 */
export async function expectSearchAfterIdle(requests: URLSearchParams[], term: string, idleMs: number, gone: string) {
  await userEvent.type(screen.getByRole('textbox', { name: 'Buscar' }), term);
  await new Promise((r) => setTimeout(r, idleMs - 300));
  expect(requests.some((q) => q.get('search') === term)).toBe(false);
  await waitFor(() => expect(screen.queryByText(gone)).toBeNull());
  expect(requests.at(-1)?.get('search')).toBe(term);
  expect(requests.at(-1)?.get('page')).toBe('1');
}
