import { useSyncExternalStore } from 'react';
import { createStore } from './create-store';
import { readStored, removeStored, SECOND_FACTOR_PENDING_KEY, writeStored } from './storage';

// A second factor required of the account and not enrolled yet (users/me's
// `segundo_factor_pendiente`). Meanwhile the server answers only one's session, profile and the
// enrolment (403 elsewhere), so the host keeps the person on their profile, where the user area
// enrols it and says so here. Kept in local storage: a reload or another tab keeps the rule.

const store = createStore<{ pending: boolean }>({ pending: readStored<unknown>(SECOND_FACTOR_PENDING_KEY, false) === true });

export function setSecondFactorPending(pending: boolean): void {
  if (pending) writeStored(SECOND_FACTOR_PENDING_KEY, true);
  else removeStored(SECOND_FACTOR_PENDING_KEY);
  if (store.getState().pending !== pending) store.setState({ pending });
}

export function isSecondFactorPending(): boolean {
  return store.getState().pending;
}

export function useSecondFactorPending(): boolean {
  return useSyncExternalStore(store.subscribe, isSecondFactorPending, isSecondFactorPending);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === null || e.key === SECOND_FACTOR_PENDING_KEY) {
      const pending = readStored<unknown>(SECOND_FACTOR_PENDING_KEY, false) === true;
      if (store.getState().pending !== pending) store.setState({ pending });
    }
  });
}
