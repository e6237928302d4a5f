// The CSV history import command (docs/domain.md, «Fuentes de sorteos»): loads a context's draws
// from a CSV file (`kardinal,fecha_utc,numeros`) the same way `sorteos/actualizar` loads a
// source: the whole file is judged first, one bad draw adds nothing, and draws already stored
// are skipped, so running it twice adds nothing the second time.
//
//   pnpm --filter @gestion/server rodox:importar <sigla> <archivo.csv>
//
// It opens the database the server is configured with (DATABASE_URL, or the PGlite folder under
// DATA_DIR: stop the server first, PGlite admits one process at a time).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config.js';
import type { Executor } from '../db/client.js';
import { openDatabase } from '../db/client.js';
import { CONTEXTO_MESSAGES, findContextoBySigla } from '../areas/rodox/repositories/contextos.js';
import { insertarSorteosDeFuente } from '../areas/rodox/repositories/sorteos.js';
import { prepararImportacionCsv } from '../areas/rodox/domain/sorteo-update.js';
import { leerArchivo } from '../areas/rodox/domain/fuente-source.js';

export type Importacion = { ok: true; agregados: number } | { ok: false; detail: string };

export async function importarSorteos(db: Executor, sigla: string, archivo: string): Promise<Importacion> {
  const contexto = await findContextoBySigla(db, sigla);
  if (!contexto) return { ok: false, detail: CONTEXTO_MESSAGES.contextoDesconocido(sigla) };
  // The same size cap as a source; any file the operator names (the sources folder binds what
  // the API reads, not this command).
  const texto = await leerArchivo(path.resolve(archivo));
  if (!texto.ok) return texto;
  return insertarSorteosDeFuente(db, contexto, texto.texto, prepararImportacionCsv);
}

async function main(argv: string[]): Promise<number> {
  const [sigla, archivo] = argv;
  if (!sigla || !archivo) {
    console.error('Uso: importar-sorteos <sigla> <archivo.csv>');
    return 2;
  }
  const handle = await openDatabase(loadConfig().database);
  try {
    await handle.migrate();
    const result = await importarSorteos(handle.db, sigla, archivo);
    if (!result.ok) {
      console.error(result.detail);
      return 1;
    }
    console.log(result.agregados === 1 ? 'Se importó 1 sorteo.' : `Se importaron ${result.agregados} sorteos.`);
    return 0;
  } finally {
    await handle.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
