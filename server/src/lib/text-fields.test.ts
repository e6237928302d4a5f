import { describe, expect, it } from 'vitest';
import { forbiddenCharacters, jsonMayHoldForbidden } from './text-fields.js';

describe('jsonMayHoldForbidden', () => {
  // Every character of the basic plane, in a string and in a key, raw where JSON allows it and
  // as every escape that can write it: text holding a refused character is always flagged.
  it('flags any JSON text whose strings or keys hold a refused character, however it is written', () => {
    const missed: string[] = [];
    for (let code = 0; code <= 0xffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const c = String.fromCharCode(code);
      if (forbiddenCharacters(`a${c}b`) === null) continue;
      const hex = code.toString(16).padStart(4, '0');
      const writings = [JSON.stringify({ nombre: `a${c}b` }), JSON.stringify({ [`k${c}`]: 'x' }), `{"nombre":"a\\u${hex}b"}`, `{"nombre":"a\\u${hex.toUpperCase()}b"}`];
      if (code >= 0x20) writings.push(`{"nombre":"a${c}b"}`);
      for (const text of writings) {
        expect(forbiddenCharacters(Object.entries(JSON.parse(text) as Record<string, string>).flat().join(''))).not.toBeNull();
        if (!jsonMayHoldForbidden(text)) missed.push(text);
      }
    }
    expect(missed).toEqual([]);
  });

  it('lets through the text of a plain batch: accents, ñ, emoji, tabs, line breaks and quotes', () => {
    const batch = JSON.stringify({ precios_data: [{ descripcion: 'Año ñ «niño» ✔️ \\ "comillas"\t\n\r', precio: '12.50', fecha: '2025-01-01' }] });
    expect(jsonMayHoldForbidden(batch)).toBe(false);
    expect(jsonMayHoldForbidden(' {\n\t"a": [1, 2]\r\n}')).toBe(false);
  });
});
