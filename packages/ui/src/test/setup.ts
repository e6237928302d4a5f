import './dom-polyfills';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default; on a loaded 2-core CI machine antd's first
// render of a table alone can take longer. Only a screen that never gets there should fail.
configure({ asyncUtilTimeout: 8000 });

// Globals are off in some packages, so testing-library cannot register its own cleanup.
afterEach(() => cleanup());
