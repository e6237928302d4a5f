import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { useRealNavigation } from './navigation-fixture';

// The host knows its routes and sidebar from the areas' navigation documents: tests start with
// the real ones loaded.
beforeEach(() => useRealNavigation());

afterEach(() => {
  cleanup();
  localStorage.clear();
});
