import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { useFixtureNavigation } from './navigation-fixture';

// The host knows its routes and sidebar from the areas' navigation documents: tests start with
// the fixture's loaded (never the remotes' real ones: what they declare is theirs to test).
beforeEach(() => useFixtureNavigation());

afterEach(() => {
  cleanup();
  localStorage.clear();
});
