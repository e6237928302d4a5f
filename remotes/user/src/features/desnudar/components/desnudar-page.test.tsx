import { sessionStore } from '@gestion/session';
import { signInForTest } from '@gestion/ui/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi, renderAt } from '../../../test/render';
import { readLocalStorage, truncateToken } from '../read-local-storage';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyX2lkIjoxLCJ1c2VybmFtZSI6ImFuYSJ9.c2lnbmF0dXJhLWxhcmdhLWRlLXBydWViYQ';

// The page calls no endpoint: any request fails the test.
mockApi();

describe('DesnudarPage', () => {
  beforeEach(() => {
    signInForTest({
      token: TOKEN,
      permissions: ['auth.view_user', 'main.view_sprint'],
      groups: ['terra_coordinadores'],
      user: { last_name: '' },
    });
    localStorage.setItem('sidebar_expandido', 'false');
    localStorage.setItem('otra_cosa', 'texto libre');
  });
  afterEach(() => {
    act(() => sessionStore.clear());
    localStorage.clear();
  });

  it('shows the auth values with the token truncated', async () => {
    renderAt('/user/desnudar');
    expect(await screen.findByText('user: ana')).toBeTruthy();
    expect(screen.getByText('permissions (2)')).toBeTruthy();
    expect(screen.getByText('roles (1)')).toBeTruthy();
    expect(screen.getByText('mustChangePassword')).toBeTruthy();
    // The summary keeps the token short; the storage panel (collapsed) is not rendered yet.
    expect(screen.getByText(truncateToken(TOKEN))).toBeTruthy();
    expect(document.body.textContent).not.toContain(TOKEN);
  });

  it('shows the stored token in full in its local storage panel', async () => {
    renderAt('/user/desnudar');
    fireEvent.click(await screen.findByText('token'));
    expect(screen.getByText(TOKEN, { selector: 'pre' })).toBeTruthy();
    fireEvent.click(screen.getByText('user'));
    expect(screen.getByText(/"email": "ana@example.com"/, { selector: 'pre' })).toBeTruthy();
  });

  it('lists every local storage key and expands its value', async () => {
    renderAt('/user/desnudar');
    await screen.findByText('otra_cosa');
    for (const key of ['otra_cosa', 'sidebar_expandido', 'token', 'user']) expect(screen.getByText(key)).toBeTruthy();
    expect(screen.queryByText('texto libre', { selector: 'pre' })).toBeNull();
    fireEvent.click(screen.getByText('otra_cosa'));
    expect(screen.getByText('texto libre', { selector: 'pre' })).toBeTruthy();
    fireEvent.click(screen.getByText('roles (1)'));
    expect(screen.getByText(/"name": "terra_coordinadores"/)).toBeTruthy();
  });

  it('reads every stored value whole, the token included', () => {
    const entries = readLocalStorage();
    expect(entries.find((e) => e.key === 'token')?.value).toBe(TOKEN);
    expect(entries.find((e) => e.key === 'otra_cosa')?.value).toBe('texto libre');
    expect(entries.find((e) => e.key === 'sidebar_expandido')?.value).toBe(false);
    expect(truncateToken(null)).toBe('(sin token)');
  });
});
