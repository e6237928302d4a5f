// What a figure was measured on: the same bench gives figures three times apart on machines of
// the same kind (2 cores each: a page of the history 2,222 req/s on one, 758 on another, both
// quiet). Each bench prints this line first, so figures from two sessions can be compared.
//
// Why parts: on two machines whose CPU reference differed by 1.3×, the browser figures differed by
// 1.6–4.8×. The CPU reference is one thread on a machine otherwise idle; the figures are not:
// during them the page's main thread shares two cores with its worker, the API, PGlite and the
// browser's other processes. So the reference has parts (cpuParts), each there for what it adds:
// - alone: the reference itself, one thread (the laptop of bench/laptop.mjs is defined by it);
// - pair: the same pass on two threads at once, per pass. On two real idle cores it is `alone`;
//   on two hyperthreads of one core, or a host whose other tenants are busy, it is not, and the
//   page's thread runs at this speed while the rest of the stack works beside it;
// - alloc: a CSV read into objects (allocation, the garbage collector, memory bandwidth), as the
//   wizard's worker reads its file and React builds a page;
// - wasm: a loop in WebAssembly (PGlite is PostgreSQL compiled to it).
// bench/laptop.mjs throttles by `pair`. The parts run in a few seconds.
// And the memory's parts (memoryParts), which no CPU part pays: on a machine whose CPU reference
// was like another's, the browser figures were twice as long, and its fresh page cost 14-19 µs:
// - faultUs: a fresh 4 KiB page first written;
// - latencyNs: a read that misses every cache.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
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

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The milliseconds of each of `runs` calls of `load` (after one warm-up). */
function timed(load, runs) {
  load();
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    load();
    times.push(performance.now() - t);
  }
  return times;
}

/** The milliseconds of one pass, median of `runs` (after one warm-up). */
export function cpuReferenceMs(runs = 5) {
  return median(timed(onePass, runs));
}

/**
 * The milliseconds of one pass while a second thread makes the same passes: median of both
 * threads' `runs`, started together (each warmed up first).
 */
export async function pairReferenceMs(runs = 5) {
  const threads = [0, 1].map(() => new Worker(new URL(import.meta.url), { workerData: { machinePart: 'pair', runs } }));
  try {
    const ready = threads.map((w) => new Promise((resolve, reject) => w.once('message', resolve).once('error', reject)));
    await Promise.all(ready);
    const done = threads.map((w) => new Promise((resolve, reject) => w.once('message', resolve).once('error', reject)));
    for (const w of threads) w.postMessage('go');
    return median((await Promise.all(done)).flat());
  } finally {
    await Promise.all(threads.map((w) => w.terminate()));
  }
}

if (!isMainThread && workerData?.machinePart === 'pair') {
  onePass();
  parentPort.postMessage('ready');
  parentPort.once('message', () => parentPort.postMessage(timed(onePass, workerData.runs)));
}

const CSV_ROWS = 20_000;
const csvText = () =>
  Array.from({ length: CSV_ROWS }, (_, i) => `Producto ${i % 2000} con descripción larga;${(100 + (i % 997) * 1.25).toFixed(2).replace('.', ',')};2025-01-${String(1 + (i % 28)).padStart(2, '0')};Distribuidor ${i % 4};SB;Tipo ${i % 3};Categoría ${i % 2}`).join('\n');

/** A CSV of CSV_ROWS rows read into objects and grouped by product, as the wizard's worker does. */
function readCsv(text) {
  const byProduct = new Map();
  for (const line of text.split('\n')) {
    const [producto, precio, fecha, distribuidor, unidad, tipo, categoria] = line.split(';');
    const row = { producto, precio: Number(precio.replace(',', '.')), fecha: new Date(fecha), distribuidor, unidad, tipo, categoria };
    const list = byProduct.get(producto.trim().toLowerCase()) ?? [];
    list.push(row);
    byProduct.set(producto.trim().toLowerCase(), list);
  }
  return byProduct.size;
}

/** The milliseconds of one read of the CSV, median of `runs`. */
export function allocReferenceMs(runs = 5) {
  const text = csvText();
  return median(timed(() => readCsv(text), runs));
}

/**
 * A WebAssembly loop over 64 KiB of memory (a hash mixed into a table: loads, stores, multiplies):
 *   (func (export "run") (param $n i32) (result i32) (local $i i32) (local $h i32)
 *     (loop $l
 *       (local.set $h (i32.mul (i32.xor (local.get $h) (local.get $i)) (i32.const 16777619)))
 *       (i32.store (i32.shl (i32.and (local.get $i) (i32.const 16383)) (i32.const 2))
 *         (i32.add (local.get $h) (i32.load (i32.shl (i32.and (local.get $i) (i32.const 16383)) (i32.const 2)))))
 *       (br_if $l (i32.lt_u (local.tee $i (i32.add (local.get $i) (i32.const 1))) (local.get $n))))
 *     (local.get $h))
 */
const WASM_LOOP = Uint8Array.from([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, // header
  0x01, 0x06, 0x01, 0x60, 0x01, 0x7f, 0x01, 0x7f, // type: (i32) → i32
  0x03, 0x02, 0x01, 0x00, // function 0 of that type
  0x05, 0x03, 0x01, 0x00, 0x01, // memory: 1 page
  0x07, 0x07, 0x01, 0x03, 0x72, 0x75, 0x6e, 0x00, 0x00, // export "run"
  0x0a, 0x41, 0x01, 0x3f, 0x01, 0x02, 0x7f, // code: one body of 63 bytes, two i32 locals
  0x03, 0x40, // loop
  0x20, 0x02, 0x20, 0x01, 0x73, 0x41, 0x93, 0x83, 0x80, 0x08, 0x6c, 0x21, 0x02, // h = (h ^ i) * 16777619
  0x20, 0x01, 0x41, 0xff, 0xff, 0x00, 0x71, 0x41, 0x02, 0x74, // address (i & 16383) << 2
  0x20, 0x02, 0x20, 0x01, 0x41, 0xff, 0xff, 0x00, 0x71, 0x41, 0x02, 0x74, 0x28, 0x02, 0x00, 0x6a, // h + mem[address]
  0x36, 0x02, 0x00, // store
  0x20, 0x01, 0x41, 0x01, 0x6a, 0x22, 0x01, 0x20, 0x00, 0x49, 0x0d, 0x00, // i = i + 1; loop while i < n
  0x0b, 0x20, 0x02, 0x0b, // end loop; h; end
]);

/** The milliseconds of 20 million turns of WASM_LOOP, median of `runs`. */
export async function wasmReferenceMs(runs = 5) {
  const { instance } = await WebAssembly.instantiate(WASM_LOOP);
  return median(timed(() => instance.exports.run(20_000_000), runs));
}

/** Every part of the CPU reference, in ms (more is slower). */
export async function cpuParts() {
  return { alone: cpuReferenceMs(), pair: await pairReferenceMs(), alloc: allocReferenceMs(), wasm: await wasmReferenceMs() };
}

const PAGE_BYTES = 4096;
const FRESH_BYTES = 32 * 1024 * 1024;
const MEMORY_BYTES = 64 * 1024 * 1024;

/**
 * The microseconds the system takes to give one page of fresh memory: 32 MiB allocated (mapped,
 * not yet backed) and one byte written in each 4 KiB page, whose first write faults and has the
 * kernel (and, in a virtual machine, its host) find, zero and map a page. Median of `runs`.
 * A browser does this all the time: a new renderer's heaps, V8's compiled code, each decoded
 * image. On one machine of this kind (a virtual machine in a virtual machine) it took 14-19 µs a
 * page, 0.6-11 µs once its kernel gave 2 MiB pages to every mapping (THP 'always'), and a tab
 * opening /login faulted 16,000-27,000 pages (560-810 ms of kernel time, its threads together).
 */
export function faultReferenceUs(runs = 5) {
  const times = [];
  for (let r = 0; r < runs; r++) {
    const t = performance.now();
    const fresh = Buffer.allocUnsafeSlow(FRESH_BYTES);
    for (let i = 0; i < fresh.length; i += PAGE_BYTES) fresh[i] = 1;
    times.push(((performance.now() - t) * 1000) / (FRESH_BYTES / PAGE_BYTES));
  }
  return median(times);
}

/**
 * The nanoseconds of one read at a random place of 64 MiB whose address is the read before's
 * answer (one cycle through every slot, so no read can start early): memory latency with a miss
 * of the caches and of the TLB, which the CPU reference (its data in the caches) never pays and
 * a page's code, style and layout pay often. Median of `runs` of 1,000,000 reads.
 */
export function latencyReferenceNs(runs = 3) {
  const slots = MEMORY_BYTES / 4;
  const next = new Int32Array(slots);
  for (let i = 0; i < slots; i++) next[i] = i;
  // Sattolo's shuffle with a fixed xorshift: one cycle, the same on every machine.
  let seed = 2463534242;
  for (let i = slots - 1; i > 0; i--) {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    const j = (seed >>> 0) % i;
    const swap = next[i];
    next[i] = next[j];
    next[j] = swap;
  }
  const reads = 1_000_000;
  let at = 0;
  const times = timed(() => {
    for (let i = 0; i < reads; i++) at = next[at];
  }, runs);
  return (median(times) * 1e6) / reads + (at < 0 ? 1 : 0);
}

/** The memory's parts: a fresh page (µs) and a read that misses every cache (ns). */
export function memoryParts() {
  return { faultUs: faultReferenceUs(), latencyNs: latencyReferenceNs() };
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

/** 'CPU 123 ms (con otro hilo 160 ms; CSV 40 ms; WebAssembly 30 ms)'. */
export function cpuPartsText(parts) {
  return `CPU ${parts.alone.toFixed(0)} ms (con otro hilo al lado ${parts.pair.toFixed(0)} ms; leer un CSV ${parts.alloc.toFixed(0)} ms; WebAssembly ${parts.wasm.toFixed(0)} ms)`;
}

/** 'memoria: página nueva 14.0 µs, lectura sin caché 209 ns'. */
export function memoryPartsText(parts) {
  return `memoria: página nueva ${parts.faultUs.toFixed(1)} µs, lectura sin caché ${parts.latencyNs.toFixed(0)} ns`;
}

/** 'máquina: …' — CPU model and cores, the references (the CPU's parts) and the load average. */
export async function machineLine() {
  const cpus = os.cpus();
  const load = os.loadavg()[0].toFixed(2);
  const parts = await cpuParts();
  const memory = memoryParts();
  const micros = await roundTripMicros();
  return `máquina: ${cpus[0]?.model ?? '?'} × ${cpus.length}; referencias (bench/machine.mjs, menos es más rápida): ${cpuPartsText(parts)}, ${memoryPartsText(memory)}, ida y vuelta entre procesos ${micros.toFixed(0)} µs; carga media ${load}`;
}

if (isMainThread && process.argv[1] === fileURLToPath(import.meta.url)) console.log(await machineLine());
