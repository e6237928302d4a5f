// Turning the chosen file's bytes into text, before papaparse sees it. Staff export CSVs from
// Excel on Windows (Windows-1252) as often as UTF-8, and say nothing about which: a byte
// sequence that is not valid UTF-8 is read as Windows-1252, which decodes every byte.

export const DECODE_MESSAGES = {
  vacio: 'El archivo está vacío.',
  binario: 'El archivo no es un CSV de texto: contiene datos binarios.',
} as const;

export type Encoding = 'utf-8' | 'windows-1252';

/** Bytes looked at to tell a binary file (a spreadsheet, an image) from text. */
const SNIFF_BYTES = 8192;

/** A file with NUL bytes, or many control characters, near its start is no text. */
export function looksBinary(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, SNIFF_BYTES);
  let control = 0;
  for (const b of head) {
    if (b === 0) return true;
    // control characters other than tab, line feed, carriage return, form feed
    if (b < 32 && b !== 9 && b !== 10 && b !== 13 && b !== 12) control++;
  }
  return control > head.length / 100;
}

// Windows-1252's letters at 0x80-0x9F (€, Š, ", …; five bytes are unassigned). Browsers decode
// them; Node built without full ICU (the tests) gives C1 controls instead: mapped here for both.
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/**
 * Bytes decoded per task: 1 MiB is about 3 ms here and under 10 ms on the reference laptop, where
 * an 8 MB file decoded at once was one task of 70-100 ms, the wizard's longest (bench/terra-wizard.mjs).
 */
export const DECODE_SLICE_BYTES = 1 << 20;

/** Lets the page run (input, paint) between slices: a message rather than a timer, which browsers clamp to 4 ms. */
function yieldToPage(): Promise<void> {
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
}

/** `bytes` decoded a slice per task (`stream`: a character cut by a slice's end is completed by the next). */
async function decodeInSlices(bytes: Uint8Array, decoder: TextDecoder): Promise<string> {
  const parts: string[] = [];
  for (let at = 0; at < bytes.length; at += DECODE_SLICE_BYTES) {
    if (at > 0) await yieldToPage();
    const end = Math.min(bytes.length, at + DECODE_SLICE_BYTES);
    parts.push(decoder.decode(bytes.subarray(at, end), { stream: end < bytes.length }));
  }
  return parts.join('');
}

/**
 * `bytes` as text in `encoding`, a slice per task; throws when they are not valid UTF-8 (every byte
 * is a Windows-1252 character). Whole lines cut at a line-end byte decode alike alone or together:
 * 0x0A is never part of another character in either encoding.
 */
export async function decodeText(bytes: Uint8Array, encoding: Encoding): Promise<string> {
  if (encoding === 'utf-8') return decodeInSlices(bytes, new TextDecoder('utf-8', { fatal: true }));
  const text = await decodeInSlices(bytes, new TextDecoder('windows-1252'));
  return text.replace(/[\u0080-\u009f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80]!);
}
