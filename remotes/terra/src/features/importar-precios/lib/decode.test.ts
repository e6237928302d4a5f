import { decodeCsv, DECODE_MESSAGES } from './decode';

const bytes = (...b: number[]) => new Uint8Array(b).buffer;
const utf8 = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;

describe('decodeCsv', () => {
  it('reads UTF-8 and drops the BOM', () => {
    expect(decodeCsv(utf8('\uFEFFproducto;precio\nAño;1'))).toEqual({ ok: true, text: 'producto;precio\nAño;1', encoding: 'utf-8' });
  });

  it('reads bytes that are not valid UTF-8 as Windows-1252', () => {
    // 'Añejo;€' in Windows-1252: ñ = 0xF1, € = 0x80
    const result = decodeCsv(bytes(0x41, 0xf1, 0x65, 0x6a, 0x6f, 0x3b, 0x80));
    expect(result).toEqual({ ok: true, text: 'Añejo;€', encoding: 'windows-1252' });
  });

  it('refuses empty and binary files with a Spanish message', () => {
    expect(decodeCsv(bytes())).toEqual({ ok: false, error: DECODE_MESSAGES.vacio });
    expect(decodeCsv(utf8(' \r\n\n'))).toEqual({ ok: false, error: DECODE_MESSAGES.vacio });
    // the start of a .xlsx (zip) file
    expect(decodeCsv(bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00))).toEqual({ ok: false, error: DECODE_MESSAGES.binario });
  });
});
