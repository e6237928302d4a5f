import { ARCHIVO_MAX, nombreArchivo } from './archivo';

describe('nombreArchivo', () => {
  it('keeps a name as it is, and none for no file', () => {
    expect(nombreArchivo('precios enero.csv')).toBe('precios enero.csv');
    expect(nombreArchivo('')).toBeUndefined();
    expect(nombreArchivo(null)).toBeUndefined();
  });

  it('cuts a longer name to the server limit, counting characters, not UTF-16 units', () => {
    const largo = '😀'.repeat(300);
    const cut = nombreArchivo(largo)!;
    expect([...cut]).toHaveLength(ARCHIVO_MAX);
    expect(cut).toBe('😀'.repeat(ARCHIVO_MAX));
  });
});
