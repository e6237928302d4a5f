import { sessionStore } from '@gestion/session';
import { QueryObserver } from '@tanstack/react-query';
import { validToken } from '../test/api-server';
import { appQueryClient, createQueryClient } from './query-client';

describe('appQueryClient', () => {
  afterEach(() => sessionStore.clear());

  it('is one cache for the page, emptied when the session ends', () => {
    sessionStore.setToken(validToken());
    const client = appQueryClient();
    expect(appQueryClient()).toBe(client);
    client.setQueryData(['sprints'], ['de ana']);
    sessionStore.setToken(validToken());
    expect(client.getQueryData(['sprints'])).toEqual(['de ana']);
    sessionStore.clear();
    expect(client.getQueryData(['sprints'])).toBeUndefined();
  });
});

/** Lets every callback already due run (promises and timers of 0 ms). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A list whose server answers each request when the test says: what it held when the request left. */
function slowList() {
  let rows = ['jornada 7', 'jornada 8'];
  const pending: (() => void)[] = [];
  const queryFn = vi.fn(() => {
    const seen = [...rows];
    return new Promise<string[]>((resolve) => pending.push(() => resolve(seen)));
  });
  return {
    queryFn,
    remove: (row: string) => (rows = rows.filter((r) => r !== row)),
    /** Answers the oldest request still waiting. */
    answer: async () => {
      pending.shift()!();
      await settle();
    },
  };
}

describe('invalidateQueries after a write', () => {
  const key = ['rodox', 'jornadas', 'page', { search: 'e2e' }];

  it('asks again a list whose first answer was on its way, and shows the answer after the write', async () => {
    const client = createQueryClient();
    const list = slowList();
    const observer = new QueryObserver(client, { queryKey: key, queryFn: list.queryFn });
    const shown: (string[] | undefined)[] = [];
    const unsubscribe = observer.subscribe((r) => shown.push(r.data));
    // The search's request has left; the row is deleted; the screen refreshes the list.
    list.remove('jornada 8');
    const refreshed = client.invalidateQueries({ queryKey: ['rodox', 'jornadas', 'page'] });
    // Without the cancel the list's one request is reused and its answer, read before, is final.
    await settle();
    expect(list.queryFn).toHaveBeenCalledTimes(2);
    await list.answer();
    await list.answer();
    await refreshed;
    await settle();
    expect(observer.getCurrentResult().data).toEqual(['jornada 7']);
    expect(shown.filter(Boolean)).toEqual([['jornada 7']]);
    unsubscribe();
  });

  it('marks stale, once it lands, a first answer nobody is shown now', async () => {
    const client = createQueryClient();
    const list = slowList();
    const prefetch = client.prefetchQuery({ queryKey: key, queryFn: list.queryFn });
    list.remove('jornada 8');
    await client.invalidateQueries({ queryKey: key });
    await list.answer();
    await prefetch;
    await settle();
    expect(client.getQueryData(key)).toEqual(['jornada 7', 'jornada 8']);
    expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    expect(list.queryFn).toHaveBeenCalledTimes(1);
  });

  it("leaves a request alone under refetchType 'none', and marks its answer stale", async () => {
    const client = createQueryClient();
    const list = slowList();
    const observer = new QueryObserver(client, { queryKey: key, queryFn: list.queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    await client.invalidateQueries({ queryKey: key, refetchType: 'none' });
    await list.answer();
    await settle();
    expect(list.queryFn).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    unsubscribe();
  });

  it('leaves a disabled query fetched by hand to its request, which it does not ask again', async () => {
    const client = createQueryClient();
    const list = slowList();
    const observer = new QueryObserver(client, { queryKey: key, queryFn: list.queryFn, enabled: false });
    const unsubscribe = observer.subscribe(() => undefined);
    const fetched = client.fetchQuery({ queryKey: key, queryFn: list.queryFn });
    // 'all' finds it, but refetchQueries never asks a disabled query again.
    const refreshed = client.invalidateQueries({ queryKey: key, refetchType: 'all' });
    await list.answer();
    await expect(fetched).resolves.toEqual(['jornada 7', 'jornada 8']);
    await refreshed;
    await settle();
    expect(list.queryFn).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(key)).toMatchObject({ fetchStatus: 'idle', isInvalidated: true });
    unsubscribe();
  });
});
