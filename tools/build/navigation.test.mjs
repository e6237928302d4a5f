import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { readNavigation } = require('./navigation.cjs');

/** A descriptor written to a file of its own, as a remote's `src/area.ts`. */
function area(source) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'area-')), 'area.ts');
  writeFileSync(file, source);
  return file;
}

describe('readNavigation', () => {
  it("publishes a declared model's routes and sidebar item, taking its declaration and declaredScreens at run time", () => {
    const file = area(`
      import type { AreaDescriptor } from '@gestion/ui/area';
      import { declaredScreens } from '@gestion/ui/declared-area';
      import { INMUEBLE_RESOURCE } from '@gestion/contract/resources/terra';
      const inmuebles = declaredScreens(INMUEBLE_RESOURCE, { list: '/terra/inmueble/list', title: 'Inmuebles', recordTitle: 'Inmueble', nav: { section: 'Terra', order: 30 } });
      export default { name: 'terra', resources: [...inmuebles.resources], nav: [...inmuebles.nav] } satisfies AreaDescriptor;
    `);
    expect(readNavigation(file)).toEqual({
      name: 'terra',
      resources: [
        { path: '/terra/inmueble/list', title: 'Inmuebles', permission: 'terra.view_inmueble' },
        { path: '/terra/inmueble/:id', title: 'Inmueble {id}', permission: 'terra.view_inmueble' },
      ],
      nav: [{ section: 'Terra', order: 30, label: 'Inmuebles', to: '/terra/inmueble/list', permission: 'terra.view_inmueble' }],
    });
  });

  it('refuses a descriptor that takes anything else at run time', () => {
    expect(() => readNavigation(area(`import { Button } from 'antd';\nexport default { name: 'x', resources: [Button], nav: [] };`))).toThrow('importa antd');
    // A contract module with run-time imports (TypeBox's schemas) is no declaration.
    expect(() => readNavigation(area(`import { InmuebleSchema } from '@gestion/contract/terra';\nexport default { name: 'x', resources: [InmuebleSchema], nav: [] };`))).toThrow('importa typebox');
  });
});
