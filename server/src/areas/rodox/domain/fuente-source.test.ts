import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leerArchivo, leerTextoFuente, type OpcionesFuente } from './fuente-source.js';

const CSV = 'kardinal,fecha_utc,numeros\n1,2025-01-01,1 2 3\n';
let servidor: Server;
let puerto: number;
let base: string;
let raiz: string;
let carpeta: string;
const hosts: string[] = [];

/** The local test server is on a loopback address: these tests allow private addresses. */
let abierta: OpcionesFuente;
/** The rule of a real installation: public addresses only. */
let estricta: OpcionesFuente;

beforeAll(async () => {
  servidor = createServer((req, res) => {
    hosts.push(String(req.headers.host));
    switch (req.url) {
      case '/sorteos.csv':
        res.setHeader('content-type', 'text/csv');
        return res.end(CSV);
      case '/lento':
        return void setTimeout(() => res.end(CSV), 2000);
      case '/goteo': {
        // Headers at once, then a body that never ends within the timeout.
        res.write('kardinal,fecha_utc,numeros\n');
        return void setTimeout(() => res.end(), 2000);
      }
      case '/grande': {
        // No content-length: the cap must hold while streaming.
        const trozo = Buffer.alloc(1024, 'a');
        let enviados = 0;
        const enviar = () => {
          while (enviados < 64) {
            enviados++;
            if (!res.write(trozo)) return void res.once('drain', enviar);
          }
          res.end();
        };
        return enviar();
      }
      case '/declarado':
        res.setHeader('content-length', String(10 * 1024 * 1024));
        return res.end();
      case '/a-sorteos':
        return res.writeHead(302, { location: '/sorteos.csv' }).end();
      case '/a-metadatos':
        return res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      case '/a-interna':
        return res.writeHead(307, { location: `http://interna.prueba:${puerto}/sorteos.csv` }).end();
      case '/a-archivo':
        return res.writeHead(301, { location: 'file:///etc/passwd' }).end();
      case '/bucle':
        return res.writeHead(302, { location: '/bucle' }).end();
      default:
        res.statusCode = 404;
        return res.end('no');
    }
  });
  await new Promise<void>((resolve) => servidor.listen(0, '127.0.0.1', resolve));
  puerto = (servidor.address() as AddressInfo).port;
  base = `http://127.0.0.1:${puerto}`;
  raiz = mkdtempSync(path.join(tmpdir(), 'rodox-fuente-'));
  carpeta = path.join(raiz, 'fuentes');
  mkdirSync(carpeta);
  abierta = { politica: { carpeta, privadas: true } };
  estricta = { politica: { carpeta, privadas: false } };
});

afterAll(async () => {
  servidor.closeAllConnections();
  await new Promise((resolve) => servidor.close(resolve));
  rmSync(raiz, { recursive: true, force: true });
});

describe('leerTextoFuente over HTTP', () => {
  it('reads the body', async () => {
    expect(await leerTextoFuente(`${base}/sorteos.csv`, abierta)).toEqual({ ok: true, texto: CSV });
  });

  it('gives up after the timeout, before headers or while the body trickles', async () => {
    expect(await leerTextoFuente(`${base}/lento`, { ...abierta, timeoutMs: 200 })).toEqual({ ok: false, detail: 'La fuente de sorteos no respondió en 0.2 s.' });
    expect(await leerTextoFuente(`${base}/goteo`, { ...abierta, timeoutMs: 200 })).toEqual({ ok: false, detail: 'La fuente de sorteos no respondió en 0.2 s.' });
  });

  it('stops reading past the size cap, declared or not', async () => {
    const detail = 'La fuente de sorteos supera el tamaño máximo de 16 KiB.';
    expect(await leerTextoFuente(`${base}/grande`, { ...abierta, maxBytes: 16 * 1024 })).toEqual({ ok: false, detail });
    expect(await leerTextoFuente(`${base}/declarado`, { ...abierta, maxBytes: 16 * 1024 })).toEqual({ ok: false, detail });
    expect(await leerTextoFuente(`${base}/grande`, { ...abierta, maxBytes: 64 * 1024 })).toMatchObject({ ok: true });
  });

  it('reports an error status and a refused connection', async () => {
    expect(await leerTextoFuente(`${base}/nada`, abierta)).toEqual({ ok: false, detail: 'La fuente de sorteos respondió con el estado 404.' });
    expect(await leerTextoFuente('http://127.0.0.1:1/', abierta)).toEqual({ ok: false, detail: 'No se pudo conectar con la fuente de sorteos.' });
  });

  it('follows a few redirections', async () => {
    expect(await leerTextoFuente(`${base}/a-sorteos`, abierta)).toEqual({ ok: true, texto: CSV });
    expect(await leerTextoFuente(`${base}/bucle`, abierta)).toEqual({ ok: false, detail: 'La fuente de sorteos redirigió demasiadas veces.' });
    expect(await leerTextoFuente(`${base}/a-archivo`, abierta)).toEqual({
      ok: false,
      detail: 'La fuente de sorteos debe ser una URL http(s) o una ruta absoluta en el servidor.',
    });
  });
});

describe('leerTextoFuente: only public addresses unless allowed', () => {
  const privada = (direccion: string) =>
    `La fuente de sorteos apunta a una dirección local o privada (${direccion}); el servidor solo lee fuentes en direcciones públicas.`;

  it('refuses loopback, private, link-local and mapped addresses, and local names, without connecting', async () => {
    const antes = hosts.length;
    for (const [url, direccion] of [
      [`${base}/sorteos.csv`, '127.0.0.1'],
      ['http://10.1.2.3/x.csv', '10.1.2.3'],
      ['http://192.168.0.10/x.csv', '192.168.0.10'],
      ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
      ['http://0.0.0.0:8000/', '0.0.0.0'],
      ['http://[::1]/x.csv', '::1'],
      ['http://[fe80::1]/x.csv', 'fe80::1'],
      ['http://[fd00::5]/x.csv', 'fd00::5'],
      ['http://[::ffff:127.0.0.1]/x.csv', '::ffff:7f00:1'],
      ['http://2130706433/x.csv', '127.0.0.1'],
      ['http://localhost:8000/api/', 'localhost'],
      ['http://api.localhost/', 'api.localhost'],
    ] as const) {
      expect(await leerTextoFuente(url, estricta), url).toEqual({ ok: false, detail: privada(direccion) });
    }
    expect(hosts.length).toBe(antes);
  });

  it('resolves a name first and refuses it when any of its addresses is private', async () => {
    const resolver = async (host: string) =>
      host === 'mixta.prueba' ? [{ address: '93.184.215.14', family: 4 }, { address: '10.0.0.7', family: 4 }] : [{ address: '127.0.0.1', family: 4 }];
    expect(await leerTextoFuente(`http://interna.prueba:${puerto}/sorteos.csv`, { ...estricta, resolver })).toEqual({ ok: false, detail: privada('127.0.0.1') });
    expect(await leerTextoFuente('http://mixta.prueba/sorteos.csv', { ...estricta, resolver })).toEqual({ ok: false, detail: privada('10.0.0.7') });
    const nada = async () => Promise.reject(Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' }));
    expect(await leerTextoFuente('http://no-existe.prueba/x.csv', { ...estricta, resolver: nada })).toEqual({
      ok: false,
      detail: 'No se pudo resolver el nombre del servidor de la fuente de sorteos.',
    });
  });

  it('connects to the address it checked, keeping the name in Host (no second lookup)', async () => {
    // `sorteos.prueba` does not exist for the system's resolver: only the checked address is used.
    const resolver = async () => [{ address: '127.0.0.1', family: 4 }];
    const opciones = { ...estricta, resolver, permitida: (d: string) => d === '127.0.0.1' };
    expect(await leerTextoFuente(`http://sorteos.prueba:${puerto}/sorteos.csv`, opciones)).toEqual({ ok: true, texto: CSV });
    expect(hosts.at(-1)).toBe(`sorteos.prueba:${puerto}`);
  });

  it('refuses a redirection to a private address, literal or resolved', async () => {
    // The first host counts as public here (`permitida`), so that the redirection is what is judged.
    const resolver = async (host: string) => [{ address: host === 'interna.prueba' ? '10.0.0.9' : '127.0.0.1', family: 4 }];
    const opciones = { ...estricta, resolver, permitida: (d: string) => d === '127.0.0.1' };
    expect(await leerTextoFuente(`http://publica.prueba:${puerto}/a-metadatos`, opciones)).toEqual({ ok: false, detail: privada('169.254.169.254') });
    expect(await leerTextoFuente(`http://publica.prueba:${puerto}/a-interna`, opciones)).toEqual({ ok: false, detail: privada('10.0.0.9') });
  });

  it('refuses credentials in the URL', async () => {
    expect(await leerTextoFuente('https://usuario:clave@example.com/x.csv', estricta)).toEqual({
      ok: false,
      detail: 'La URL de la fuente de sorteos no puede llevar usuario ni contraseña.',
    });
  });
});

describe('leerTextoFuente from a file', () => {
  const fuera = () => `La ruta de la fuente de sorteos debe estar dentro de la carpeta de fuentes del servidor (${carpeta}).`;

  it('reads a file of the sources folder within the size cap', async () => {
    const archivo = path.join(carpeta, 'sorteos.csv');
    writeFileSync(archivo, CSV);
    expect(await leerTextoFuente(archivo, estricta)).toEqual({ ok: true, texto: CSV });
    expect(await leerTextoFuente(archivo, { ...estricta, maxBytes: 10 })).toEqual({ ok: false, detail: 'La fuente de sorteos supera el tamaño máximo de 1 KiB.' });
  });

  it('refuses paths outside the folder, through .. or a link', async () => {
    writeFileSync(path.join(raiz, 'secreto.csv'), CSV);
    expect(await leerTextoFuente(path.join(raiz, 'secreto.csv'), estricta)).toEqual({ ok: false, detail: fuera() });
    expect(await leerTextoFuente(`${carpeta}/../secreto.csv`, estricta)).toEqual({ ok: false, detail: fuera() });
    expect(await leerTextoFuente('/etc/passwd', estricta)).toEqual({ ok: false, detail: fuera() });
    expect(await leerTextoFuente(carpeta, estricta)).toEqual({ ok: false, detail: fuera() });
    symlinkSync(path.join(raiz, 'secreto.csv'), path.join(carpeta, 'enlace.csv'));
    expect(await leerTextoFuente(path.join(carpeta, 'enlace.csv'), estricta)).toEqual({ ok: false, detail: fuera() });
  });

  it('refuses missing files, folders, FIFOs, relative paths and other schemes', async () => {
    expect(await leerTextoFuente(path.join(carpeta, 'no-existe.csv'), estricta)).toEqual({ ok: false, detail: 'No se encontró el archivo de la fuente de sorteos.' });
    mkdirSync(path.join(carpeta, 'sub'), { recursive: true });
    expect(await leerTextoFuente(path.join(carpeta, 'sub'), estricta)).toEqual({ ok: false, detail: 'La fuente de sorteos no es un archivo.' });
    // A FIFO without a writer would block a plain open.
    execFileSync('mkfifo', [path.join(carpeta, 'tubo')]);
    expect(await leerTextoFuente(path.join(carpeta, 'tubo'), estricta)).toEqual({ ok: false, detail: 'La fuente de sorteos no es un archivo.' });
    const otra = 'La fuente de sorteos debe ser una URL http(s) o una ruta absoluta en el servidor.';
    expect(await leerTextoFuente('sorteos.csv', estricta)).toEqual({ ok: false, detail: otra });
    expect(await leerTextoFuente('file:///etc/hostname', estricta)).toEqual({ ok: false, detail: otra });
    expect(await leerTextoFuente('ftp://example.com/x.csv', estricta)).toEqual({ ok: false, detail: otra });
  });

  it('leerArchivo without a folder (the import command) reads any file', async () => {
    expect(await leerArchivo(path.join(raiz, 'secreto.csv'))).toEqual({ ok: true, texto: CSV });
  });
});
