import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leerTextoFuente } from './feed-source.js';

const CSV = 'kardinal,fecha_utc,numeros\n1,2025-01-01,1 2 3\n';
let servidor: Server;
let base: string;
let carpeta: string;

beforeAll(async () => {
  servidor = createServer((req, res) => {
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
      default:
        res.statusCode = 404;
        return res.end('no');
    }
  });
  await new Promise<void>((resolve) => servidor.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
  carpeta = mkdtempSync(path.join(tmpdir(), 'rodox-fuente-'));
});

afterAll(async () => {
  servidor.closeAllConnections();
  await new Promise((resolve) => servidor.close(resolve));
  rmSync(carpeta, { recursive: true, force: true });
});

describe('leerTextoFuente over HTTP', () => {
  it('reads the body', async () => {
    expect(await leerTextoFuente(`${base}/sorteos.csv`)).toEqual({ ok: true, texto: CSV });
  });

  it('gives up after the timeout, before headers or while the body trickles', async () => {
    expect(await leerTextoFuente(`${base}/lento`, { timeoutMs: 200 })).toEqual({ ok: false, detail: 'La fuente de sorteos no respondió en 0.2 s.' });
    expect(await leerTextoFuente(`${base}/goteo`, { timeoutMs: 200 })).toEqual({ ok: false, detail: 'La fuente de sorteos no respondió en 0.2 s.' });
  });

  it('stops reading past the size cap, declared or not', async () => {
    const detail = 'La fuente de sorteos supera el tamaño máximo de 16 KiB.';
    expect(await leerTextoFuente(`${base}/grande`, { maxBytes: 16 * 1024 })).toEqual({ ok: false, detail });
    expect(await leerTextoFuente(`${base}/declarado`, { maxBytes: 16 * 1024 })).toEqual({ ok: false, detail });
    expect(await leerTextoFuente(`${base}/grande`, { maxBytes: 64 * 1024 })).toMatchObject({ ok: true });
  });

  it('reports an error status and a refused connection', async () => {
    expect(await leerTextoFuente(`${base}/nada`)).toEqual({ ok: false, detail: 'La fuente de sorteos respondió con el estado 404.' });
    expect(await leerTextoFuente('http://127.0.0.1:1/')).toEqual({ ok: false, detail: 'No se pudo conectar con la fuente de sorteos.' });
  });
});

describe('leerTextoFuente from a file', () => {
  it('reads an absolute path within the size cap', async () => {
    const archivo = path.join(carpeta, 'sorteos.csv');
    writeFileSync(archivo, CSV);
    expect(await leerTextoFuente(archivo)).toEqual({ ok: true, texto: CSV });
    expect(await leerTextoFuente(archivo, { maxBytes: 10 })).toEqual({ ok: false, detail: 'La fuente de sorteos supera el tamaño máximo de 1 KiB.' });
  });

  it('refuses missing files, folders, relative paths and other schemes', async () => {
    expect(await leerTextoFuente(path.join(carpeta, 'no-existe.csv'))).toEqual({ ok: false, detail: 'No se encontró el archivo de la fuente de sorteos.' });
    expect(await leerTextoFuente(carpeta)).toEqual({ ok: false, detail: 'La fuente de sorteos no es un archivo.' });
    const otra = 'La fuente de sorteos debe ser una URL http(s) o una ruta absoluta en el servidor.';
    expect(await leerTextoFuente('sorteos.csv')).toEqual({ ok: false, detail: otra });
    expect(await leerTextoFuente('file:///etc/hostname')).toEqual({ ok: false, detail: otra });
    expect(await leerTextoFuente('ftp://example.com/x.csv')).toEqual({ ok: false, detail: otra });
  });
});
