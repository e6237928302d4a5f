import { describe, expect, it } from 'vitest';
import { esTelefono, esUrlAvatar } from './perfil-fields.js';

describe('esUrlAvatar', () => {
  it.each([
    'https://example.com/a.png',
    'http://example.com',
    'HTTPS://Cdn.Example.org/x/y.jpg?s=1#f',
    'http://localhost:3000/avatar.png',
    'http://192.168.1.10/a.png',
    'http://[::1]/a.png',
    'https://xn--espaa-rta.es/foto.png',
  ])('takes %s', (url) => expect(esUrlAvatar(url)).toBe(true));

  it.each([
    'example.com/a.png',
    '/avatar.png',
    'ftp://example.com/a.png',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'http://',
    'http://example',
    'http://exa mple.com',
    'https://example.com/a b.png',
    'http://999.1.1.1/a.png',
    'no es una url',
  ])('refuses %s', (url) => expect(esUrlAvatar(url)).toBe(false));
});

describe('esTelefono', () => {
  it.each(['809-555-1234', '+1 (809) 555-1234', '8095551234', '123456', '12345678901234567890'])('takes %s', (n) =>
    expect(esTelefono(n)).toBe(true),
  );
  it.each(['12345', '123456789012345678901', 'abc123456', '809.555.1234', '80955+51234', '++18095551234', '(  ) - -'])(
    'refuses %s',
    (n) => expect(esTelefono(n)).toBe(false),
  );
});
