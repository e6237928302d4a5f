import { readCsv, type ParseResult } from './read-csv';
import { ResultReceiver, type ReaderMessage } from './reader-messages';
import { RemoteWorker } from './remote-worker';

export type { ParsedCsv, ParseResult } from './read-csv';

/**
 * Reads the chosen file in a worker of its own (read-csv.worker.ts: decoding, separator, rows),
 * so that a 100,000-row file never holds the page; `onProgress` gets 0..1 as it advances. The
 * rows arrive compact (csv-table.ts): on the reference laptop the reading of 100,000 rows went
 * from 0.60 s (papaparse's two workers, their rows copied to the page) to 0.33 s, and the page's
 * longest task during it from 127 ms to none over 50 ms (bench/terra-wizard.mjs). They arrive in
 * parts (reader-messages.ts), each copied in a task of its own (docs/decisions.md).
 */
export async function parseCsvFile(file: Blob, onProgress: (fraction: number) => void, useWorker = typeof Worker !== 'undefined'): Promise<ParseResult> {
  // tests (happy-dom) have no Worker: the same reading then runs in place
  if (!useWorker) return readCsv(new Uint8Array(await file.arrayBuffer()), onProgress);
  const worker = new RemoteWorker(new URL(/* webpackChunkName: "lectura-csv" */ './read-csv.worker.ts', import.meta.url));
  try {
    return await new Promise<ParseResult>((resolve, reject) => {
      const receiver = new ResultReceiver();
      worker.onmessage = ({ data }: MessageEvent<ReaderMessage>) => {
        if (data.type === 'progress') return onProgress(data.fraction);
        if (data.type === 'failed') return reject(new Error(data.reason));
        try {
          const result = receiver.receive(data);
          if (!result) return;
          onProgress(1);
          resolve(result);
        } catch (err) {
          reject(err);
        }
      };
      worker.onerror = (event) => reject(new Error(event.message || 'lectura del archivo'));
      worker.postMessage(file);
    });
  } finally {
    worker.terminate();
  }
}
