import { sessionStore } from '@gestion/session';
import { validToken } from '../test/api-server';
import { appQueryClient } from './query-client';

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
