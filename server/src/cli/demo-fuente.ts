// The Rodox demo history as a draw source (docs/domain.md, «Datos de demostración»): writes the
// generated draws of the demo context `lesa-mill` as a CSV feed and prints, as one JSON line, the
// body that creates the context with that file as its `fuente_url`. Loading it goes the way of
// any source: POST /api/rodox/contextos/ with that body, then `sorteos/actualizar`. It is how an
// installation without SEED_DEMO (the e2e suite, a trial) gets the demo context, through the API
// and without opening the database.
//
//   pnpm --filter @gestion/server rodox:demo-fuente [archivo.csv]
//
// Without a file: `lesa-mill.csv` in the sources folder (RODOX_FUENTES_DIR, default
// DATA_DIR/fuentes), the only folder the server reads sources from.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ContextoCreateRequest } from '@gestion/contract/rodox';
import { loadConfig } from '../config.js';
import { CONTEXTO_DEMO, generarSorteosDemo } from '../areas/rodox/domain/demo-sorteos.js';
import { sorteosCsv } from '../areas/rodox/domain/sorteo-update.js';

export interface FuenteDemo {
  contexto: ContextoCreateRequest;
  archivo: string;
  sorteos: number;
}

/** Writes the demo feed to `archivo` (absolute) and answers the context's creation body. */
export function escribirFuenteDemo(archivo: string): FuenteDemo {
  const sorteos = generarSorteosDemo();
  mkdirSync(path.dirname(archivo), { recursive: true });
  writeFileSync(archivo, sorteosCsv(sorteos));
  return { contexto: { ...CONTEXTO_DEMO, fuente_url: archivo }, archivo, sorteos: sorteos.length };
}

function main(argv: string[]): number {
  if (argv.length > 1) {
    console.error('Uso: demo-fuente [archivo.csv]');
    return 2;
  }
  const archivo = argv[0] ? path.resolve(argv[0]) : path.join(loadConfig().rodoxFuentes.carpeta, `${CONTEXTO_DEMO.sigla}.csv`);
  console.log(JSON.stringify(escribirFuenteDemo(archivo)));
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exit(main(process.argv.slice(2)));
}
