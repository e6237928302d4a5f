// What a figure was measured on: the same bench gives figures three times apart on machines of
// the same kind (2 cores each: a page of the history 2,222 req/s on one, 758 on another, both
// quiet). Each bench prints this line first, so figures from two sessions can be compared.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/** One pass of a fixed load like an API request's CPU: a page of JSON built, parsed, hashed, compressed and sorted. */
function onePass() {
  const page = Array.from({ length: 20 }, (_, i) => ({
    id: 1_000_000 - i,
    fecha: new Date(1_750_000_000_000 + i * 60_000).toISOString(),
    objeto_repr: `Tarea ${i}: Revisar planos de la obra ${i * 7}`,
    cambios: [{ campo: 'estado', antes: 'pendiente', despues: 'completada' }],
  }));
  let bytes = 0;
  for (let n = 0; n < 2000; n++) {
    const text = JSON.stringify({ count: 1_000_000, results: JSON.parse(JSON.stringify(page)) });
    bytes += crypto.createHash('sha256').update(text).digest().length;
    bytes += zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }).length;
    bytes += page.map((r) => r.objeto_repr).sort((a, b) => a.localeCompare(b)).length;
  }
  return bytes;
}

/** The milliseconds of one pass, median of `runs` (after one warm-up). */
export function cpuReferenceMs(runs = 5) {
  onePass();
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    onePass();
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)];
}

/**
 * The microseconds of one round trip between two processes over a loopback socket (median of
 * `trips`): what each statement of the API costs besides its work (on one machine of this kind,
 * writing to the database's socket was a quarter of the API's CPU under load).
 */
export async function roundTripMicros(trips = 2000) {
  const echo = spawn(process.execPath, ['-e', "const s=require('net').createServer((c)=>c.pipe(c)).listen(0,'127.0.0.1',()=>console.log(s.address().port))"], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const port = await new Promise((resolve, reject) => {
      echo.stdout.once('data', (d) => resolve(Number(String(d).trim())));
      echo.once('exit', () => reject(new Error('el eco no arrancó')));
    });
    const socket = net.connect(port, '127.0.0.1');
    socket.setNoDelay(true);
    await new Promise((resolve) => socket.once('connect', resolve));
    const times = [];
    const message = Buffer.alloc(100, 1);
    for (let i = 0; i < trips; i++) {
      const t = performance.now();
      socket.write(message);
      let got = 0;
      await new Promise((resolve) => {
        const onData = (d) => {
          got += d.length;
          if (got >= message.length) {
            socket.off('data', onData);
            resolve();
          }
        };
        socket.on('data', onData);
      });
      times.push(performance.now() - t);
    }
    socket.destroy();
    return times.sort((a, b) => a - b)[Math.floor(trips / 2)] * 1000;
  } finally {
    echo.kill();
  }
}

/** 'máquina: …' — CPU model and cores, the two references and the load average. */
export async function machineLine() {
  const cpus = os.cpus();
  const load = os.loadavg()[0].toFixed(2);
  const ms = cpuReferenceMs();
  const micros = await roundTripMicros();
  return `máquina: ${cpus[0]?.model ?? '?'} × ${cpus.length}; referencias (bench/machine.mjs, menos es más rápida): CPU ${ms.toFixed(0)} ms, ida y vuelta entre procesos ${micros.toFixed(0)} µs; carga media ${load}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(await machineLine());
