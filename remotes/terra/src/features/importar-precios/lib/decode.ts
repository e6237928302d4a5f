// Turning the chosen file's bytes into text, before papaparse sees it. Staff export CSVs from
// Excel on Windows (Windows-1252) as often as UTF-8, and say nothing about which: a byte
// sequence that is not valid UTF-8 is read as Windows-1252, which decodes every byte.

export const DECODE_MESSAGES = {
  vacio: 'El archivo está vacío.',
  binario: 'El archivo no es un CSV de texto: contiene datos binarios.',
} as const;

export type Encoding = 'utf-8' | 'windows-1252';

export type DecodeResult = { ok: true; text: string; encoding: Encoding } | { ok: false; error: string };

/** Bytes looked at to tell a binary file (a spreadsheet, an image) from text. */
const SNIFF_BYTES = 8192;

function looksBinary(bytes: Uint8Array): boolean {
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

function decodeWindows1252(bytes: Uint8Array): string {
  return new TextDecoder('windows-1252').decode(bytes).replace(/[\u0080-\u009f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80]!);
}

export function decodeCsv(buffer: ArrayBuffer): DecodeResult {
  const bytes = new Uint8Array(buffer);
  if (looksBinary(bytes)) return { ok: false, error: DECODE_MESSAGES.binario };
  let text: string;
  let encoding: Encoding = 'utf-8';
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    encoding = 'windows-1252';
    text = decodeWindows1252(bytes);
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.trim() === '') return { ok: false, error: DECODE_MESSAGES.vacio };
  return { ok: true, text, encoding };
}
