import { describe, expect, it } from 'vitest';
import { dentroDe, direccionPublica, revisarFuente } from './fuente-policy.js';

describe('direccionPublica', () => {
  it('accepts public unicast addresses', () => {
    for (const ip of ['93.184.215.14', '8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) expect(direccionPublica(ip), ip).toBe(true);
  });

  it('refuses loopback, private, link-local, shared, reserved, multicast and transition ranges', () => {
    for (const ip of [
      '127.0.0.1', '127.255.255.254', '10.0.0.1', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1',
      '0.0.0.0', '192.0.2.1', '198.18.0.1', '224.0.0.1', '255.255.255.255', '::', '::1', '::ffff:10.0.0.1', '::ffff:169.254.169.254',
      'fe80::1', 'fc00::1', 'fd12:3456::1', 'ff02::1', '2001:db8::1', '64:ff9b::a00:1', '2002:a00:1::1', '2001:0:4136:e378::1',
      'no-es-ip', '',
    ]) {
      expect(direccionPublica(ip), ip).toBe(false);
    }
    expect(direccionPublica('172.32.0.1')).toBe(true);
  });
});

describe('dentroDe', () => {
  it('is strictly inside, whatever the spelling', () => {
    expect(dentroDe('/datos/fuentes', '/datos/fuentes/a.csv')).toBe(true);
    expect(dentroDe('/datos/fuentes/', '/datos/fuentes/sub/../a.csv')).toBe(true);
    expect(dentroDe('/datos/fuentes', '/datos/fuentes')).toBe(false);
    expect(dentroDe('/datos/fuentes', '/datos/fuentes-otras/a.csv')).toBe(false);
    expect(dentroDe('/datos/fuentes', '/datos/fuentes/../a.csv')).toBe(false);
    expect(dentroDe('/datos/fuentes', '/datos/fuentes/..a.csv')).toBe(true);
  });
});

describe('revisarFuente', () => {
  const politica = { carpeta: '/datos/fuentes', privadas: false };

  it('answers what to read', () => {
    expect(revisarFuente(' /datos/fuentes/sub/../lesa.csv ', politica)).toEqual({ ok: true, tipo: 'archivo', ruta: '/datos/fuentes/lesa.csv' });
    const url = revisarFuente('https://sorteos.example.com/lesa.json', politica);
    expect(url.ok && url.tipo === 'url' && url.url.href).toBe('https://sorteos.example.com/lesa.json');
  });

  it('lets private addresses through only when allowed', () => {
    expect(revisarFuente('http://127.0.0.1:9000/x.csv', politica).ok).toBe(false);
    expect(revisarFuente('http://localhost:9000/x.csv', politica).ok).toBe(false);
    expect(revisarFuente('http://127.0.0.1:9000/x.csv', { ...politica, privadas: true }).ok).toBe(true);
    // Credentials and the folder hold either way.
    expect(revisarFuente('http://a:b@127.0.0.1/x.csv', { ...politica, privadas: true }).ok).toBe(false);
    expect(revisarFuente('/etc/passwd', { ...politica, privadas: true }).ok).toBe(false);
  });
});
