// The sidebar entries every built area publishes (`dist/navigation.json`, generated from each
// remote's `src/area.ts`), for the specs that walk every screen.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import apps from '../../apps.json' with { type: 'json' };
// Types only (erased): the e2e package does not load the design system.
import type { AreaNavItem } from '../../packages/ui/src/area';

/** A sidebar entry of a published navigation document. */
export type NavEntry = AreaNavItem;

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The entries of every area, as its build published them (the suite runs after the build). */
export function publishedEntries(): (NavEntry & { area: string })[] {
  return apps.apps
    .filter((a) => a.name !== 'host')
    .flatMap((a) => {
      const file = path.join(ROOT, a.dir, 'dist', 'navigation.json');
      let doc: { name: string; nav: NavEntry[] };
      try {
        doc = JSON.parse(readFileSync(file, 'utf8'));
      } catch (err) {
        throw new Error(`${file}: falta el documento de navegación de ${a.name}; compile antes (node scripts/build.mjs): ${String(err)}`);
      }
      return doc.nav.map((item) => ({ ...item, area: doc.name }));
    });
}
