import { describe, expect, it } from 'vitest';
import { readHistorialFiltros, writeHistorialFiltros } from './use-historial-filtros';

describe('the history filters in the address', () => {
  it('reads the filters, leaving out a malformed person or day', () => {
    expect(readHistorialFiltros(new URLSearchParams('usuario=4&objeto_tipo=auth.user&objeto_id=%207%20&desde=2026-01-02&hasta=2026-01-31&page=2'))).toEqual({
      usuario: 4,
      objeto_tipo: 'auth.user',
      objeto_id: '7',
      desde: '2026-01-02',
      hasta: '2026-01-31',
    });
    expect(readHistorialFiltros(new URLSearchParams('usuario=0&desde=ayer&hasta=2026-1-3&objeto_tipo=%20'))).toEqual({});
  });

  it('sets and clears filters, keeps the list parameters, and goes back to page 1', () => {
    const out = writeHistorialFiltros(new URLSearchParams('page=3&search=ana&ordering=fecha&desde=2026-01-01'), { usuario: 4, desde: undefined });
    expect(out.toString()).toBe('search=ana&ordering=fecha&usuario=4');
  });
});
