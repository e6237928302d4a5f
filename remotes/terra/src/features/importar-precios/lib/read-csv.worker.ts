// The reading worker: the chosen file in, its rows out in parts, each one string and two buffers
// handed over (reader-messages.ts, csv-table.ts), so that the page's thread never decodes nor
// parses 100,000 rows, and copies their text a part at a time.
import { readCsv } from './read-csv';
import { resultMessages, type ReaderMessage } from './reader-messages';

const post = (message: ReaderMessage, transfer: Transferable[] = []) => self.postMessage(message, { transfer });

self.onmessage = async (event: MessageEvent<Blob>) => {
  try {
    const bytes = new Uint8Array(await event.data.arrayBuffer());
    let told = 0;
    const result = readCsv(bytes, (fraction) => {
      // one message per 2 %: the page re-renders its progress bar for each
      if (fraction - told >= 0.02) {
        told = fraction;
        post({ type: 'progress', fraction });
      }
    });
    for (const [message, transfer] of resultMessages(result)) post(message, transfer);
  } catch (err) {
    // a file the browser cannot read any more (moved, deleted) or out of memory: an async handler's
    // failure fires no `error` event on the page, which would wait for an answer for good
    post({ type: 'failed', reason: err instanceof Error ? err.message : String(err) });
  }
};
