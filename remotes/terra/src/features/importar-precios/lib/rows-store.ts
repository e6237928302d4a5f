import { chunk } from './chunking';

// The parsed rows of the file being imported. They do not go to local storage with the rest of
// the wizard's state (`importacionPrecios`): 100,000 rows are about 10 MB, twice the usual
// quota, and every write would serialise them on the main thread. IndexedDB holds them (in
// slices, so that no single write or read is a long task) and the wizard survives a reload;
// without IndexedDB (private windows of some browsers) they live in memory only.

const DB_NAME = 'gestion-importacion-precios';
const STORE = 'filas';
// each put clones its slice on the main thread: 2,000 rows stay a few ms even on a busy machine
const SLICE = 2000;

let memory: string[][] | null = null;

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

/** Keeps `rows` in memory at once and writes them to IndexedDB; answers whether they will survive a reload. */
export async function saveRows(rows: string[][]): Promise<boolean> {
  memory = rows;
  try {
    const db = await open();
    if (!db) return false;
    const clear = db.transaction(STORE, 'readwrite');
    clear.objectStore(STORE).clear();
    await done(clear);
    let i = 0;
    for (const part of chunk(rows, SLICE)) {
      const tx = db.transaction(STORE, 'readwrite');
      tx.objectStore(STORE).put(part, i++);
      await done(tx);
    }
    db.close();
    return true;
  } catch {
    return false;
  }
}

/** The rows of the current import: from memory, else from IndexedDB (after a reload), else null. */
export async function loadRows(): Promise<string[][] | null> {
  if (memory) return memory;
  try {
    const db = await open();
    if (!db) return null;
    const keys = await new Promise<IDBValidKey[]>((resolve, reject) => {
      const req = db.transaction(STORE).objectStore(STORE).getAllKeys();
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error ?? new Error('indexedDB'));
    });
    if (keys.length === 0) return null;
    const rows: string[][] = [];
    for (const key of keys.sort((a, b) => Number(a) - Number(b))) {
      const part = await new Promise<string[][]>((resolve, reject) => {
        const req = db.transaction(STORE).objectStore(STORE).get(key);
        req.onsuccess = () => resolve(req.result as string[][]);
        req.onerror = () => reject(req.error ?? new Error('indexedDB'));
      });
      for (const row of part) rows.push(row);
    }
    db.close();
    memory = rows;
    return rows;
  } catch {
    return null;
  }
}

export function peekRows(): string[][] | null {
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
