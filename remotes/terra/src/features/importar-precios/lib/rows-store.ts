import type { CsvTable } from './csv-table';
import { parseCsvFile } from './parse-csv';

// The rows of the file being imported. They do not go to local storage with the rest of the
// wizard's state (`importacionPrecios`): 100,000 rows are about 10 MB, twice the usual quota.
// IndexedDB keeps the chosen file itself (a Blob is stored without copying it on the page's
// thread), and after a reload the reading worker reads it again; without IndexedDB (private
// windows of some browsers) the rows live in memory only.

const DB_NAME = 'gestion-importacion-precios';
const STORE = 'filas';
const KEY = 'archivo';

let memory: CsvTable | null = null;

function open(): Promise<IDBDatabase> | null {
  if (typeof indexedDB === 'undefined') return null;
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('indexedDB'));
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = tx.onabort = () => reject(tx.error ?? new Error('indexedDB'));
  });
}

/** Keeps `rows` in memory and `file` in IndexedDB; answers whether the rows will survive a reload. */
export async function saveRows(rows: CsvTable, file: Blob): Promise<boolean> {
  memory = rows;
  try {
    const db = await open();
    if (!db) return false;
    const tx = db.transaction(STORE, 'readwrite');
    tx.objectStore(STORE).clear();
    tx.objectStore(STORE).put(file, KEY);
    await done(tx);
    db.close();
    return true;
  } catch {
    return false;
  }
}

/** The rows of the current import: from memory, else read again from the file kept (after a reload), else null. */
export async function loadRows(): Promise<CsvTable | null> {
  if (memory) return memory;
  try {
    const db = await open();
    if (!db) return null;
    const file = await new Promise<unknown>((resolve, reject) => {
      const req = db.transaction(STORE).objectStore(STORE).get(KEY);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error ?? new Error('indexedDB'));
    });
    db.close();
    if (!(file instanceof Blob)) return null;
    const read = await parseCsvFile(file, () => {});
    if (!read.ok) return null;
    memory = read.csv.rows;
    return memory;
  } catch {
    return null;
  }
}

export function peekRows(): CsvTable | null {
  return memory;
}

export async function clearRows(): Promise<void> {
  memory = null;
  try {
    const db = await open();
    if (!db) return;
    const tx = db.transaction(STORE, 'readwrite');
    tx.objectStore(STORE).clear();
    await done(tx);
    db.close();
  } catch {
    // nothing stored: nothing to clear
  }
}
