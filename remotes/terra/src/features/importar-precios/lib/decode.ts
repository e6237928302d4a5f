// Turning the chosen file's bytes into text, in the reading worker (read-csv.ts). Staff export
// CSVs from Excel on Windows (Windows-1252) as often as UTF-8, and say nothing about which: a
// byte sequence that is not valid UTF-8 is read as Windows-1252, which decodes every byte.

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

/** `bytes` as text, and which encoding they are: UTF-8 when they are valid UTF-8, else Windows-1252. */
export function decodeBytes(bytes: Uint8Array): { text: string; encoding: Encoding } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    const text = new TextDecoder('windows-1252').decode(bytes).replace(/[\u0080-\u009f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80]!);
    return { text, encoding: 'windows-1252' };
  }
}
