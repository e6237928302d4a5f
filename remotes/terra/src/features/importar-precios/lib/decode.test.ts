import { decodeBytes, looksBinary } from './decode';

const bytes = (...b: number[]) => new Uint8Array(b);
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('decodeBytes', () => {
  it('reads UTF-8 as such', () => {
    expect(decodeBytes(utf8('producto;precio\nAño;1'))).toEqual({ text: 'producto;precio\nAño;1', encoding: 'utf-8' });
  });

  it('reads bytes that are not UTF-8 as Windows-1252, its letters at 0x80-0x9F included', () => {
    // 'Añejo;€Š' in Windows-1252: ñ = 0xF1, € = 0x80, Š = 0x8A
    expect(decodeBytes(bytes(0x41, 0xf1, 0x65, 0x6a, 0x6f, 0x3b, 0x80, 0x8a))).toEqual({ text: 'Añejo;€Š', encoding: 'windows-1252' });
    // one invalid byte far from the start makes the whole file Windows-1252
    const latin = new Uint8Array((1 << 20) + 4).fill(0x61);
    latin[(1 << 20) + 2] = 0xf1;
    expect(decodeBytes(latin)).toEqual({ text: `${'a'.repeat((1 << 20) + 2)}ña`, encoding: 'windows-1252' });
  });
});

describe('looksBinary', () => {
  it('tells a spreadsheet from text', () => {
    // the start of a .xlsx (zip) file
    expect(looksBinary(bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00))).toBe(true);
    expect(looksBinary(utf8('producto;precio\r\nCemento;1\t\f\n'))).toBe(false);
  });
});
