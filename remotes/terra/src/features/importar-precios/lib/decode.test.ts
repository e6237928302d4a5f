import { DECODE_SLICE_BYTES, decodeText, looksBinary } from './decode';

const bytes = (...b: number[]) => new Uint8Array(b);
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('decodeText', () => {
  it('reads UTF-8, and refuses bytes that are not', async () => {
    expect(await decodeText(utf8('producto;precio\nAño;1'), 'utf-8')).toBe('producto;precio\nAño;1');
    // 'Añejo;€' in Windows-1252: ñ = 0xF1, € = 0x80
    await expect(decodeText(bytes(0x41, 0xf1, 0x65, 0x6a, 0x6f, 0x3b, 0x80), 'utf-8')).rejects.toThrow();
  });

  it('reads every byte as Windows-1252, its letters at 0x80-0x9F included', async () => {
    expect(await decodeText(bytes(0x41, 0xf1, 0x65, 0x6a, 0x6f, 0x3b, 0x80, 0x8a), 'windows-1252')).toBe('Añejo;€Š');
  });

  it('decodes more than a slice whole, a character cut by a slice boundary included', async () => {
    // 'ñ' is two bytes in UTF-8: its first byte is the slice's last.
    const text = `${'a'.repeat(DECODE_SLICE_BYTES - 1)}ñ;${'b'.repeat(DECODE_SLICE_BYTES)}€\n`;
    expect(await decodeText(utf8(text), 'utf-8')).toBe(text);
    // An invalid byte in the second slice still refuses the whole.
    const latin = new Uint8Array(DECODE_SLICE_BYTES + 4).fill(0x61);
    latin[DECODE_SLICE_BYTES + 2] = 0xf1;
    await expect(decodeText(latin, 'utf-8')).rejects.toThrow();
    expect(await decodeText(latin, 'windows-1252')).toBe(`${'a'.repeat(DECODE_SLICE_BYTES + 2)}ña`);
  });
});

describe('looksBinary', () => {
  it('tells a spreadsheet from text', () => {
    // the start of a .xlsx (zip) file
    expect(looksBinary(bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00))).toBe(true);
    expect(looksBinary(utf8('producto;precio\r\nCemento;1\t\f\n'))).toBe(false);
  });
});
