import { PART_CHARS } from './csv-table';
import { readCsv } from './read-csv';
import { ResultReceiver, resultMessages, type ReaderMessage } from './reader-messages';

const rowsOf = (rows: { length: number; row(r: number): string[] }) => Array.from({ length: rows.length }, (_, r) => rows.row(r));

/** What the page receives: each message cloned as postMessage clones it, its buffers handed over. */
const deliver = (messages: [ReaderMessage, Transferable[]][]) => messages.map(([message, transfer]) => structuredClone(message, { transfer }));

describe('the reading worker and the page', () => {
  const file = ['producto;precio;', ...Array.from({ length: 30_000 }, (_, i) => `"Cemento ""gris"" ${i}";${i},50;`)].join('\n');
  const bytes = new TextEncoder().encode(file);

  it('send the rows a part per message, each part of at most PART_CHARS characters and a row, the page reading them all', () => {
    const read = readCsv(bytes);
    if (!read.ok) throw new Error('lectura fallida');
    // read before the buffers are handed over: the worker's table is empty afterwards
    const expected = rowsOf(read.csv.rows);
    const messages = resultMessages(read);
    const parts = messages.filter(([m]) => m.type === 'part');
    expect(parts.length).toBeGreaterThan(1);
    expect(messages.at(-1)![0].type).toBe('done');
    for (const [m] of parts) if (m.type === 'part') expect(m.part.text.length).toBeLessThan(PART_CHARS + 2 * 40); // and a row, its cells unescaped

    const receiver = new ResultReceiver();
    const answers = deliver(messages).map((m) => receiver.receive(m as Exclude<ReaderMessage, { type: 'progress' | 'failed' }>));
    expect(answers.slice(0, -1).every((a) => a === undefined)).toBe(true);
    const result = answers.at(-1)!;
    if (!result.ok) throw new Error('lectura fallida');
    expect(result.csv.headers).toEqual(['producto', 'precio']);
    expect(result.csv.rows.length).toBe(30_000);
    expect(rowsOf(result.csv.rows)).toEqual(expected);
    expect(result.csv.rows.row(29_999)).toEqual(['Cemento "gris" 29999', '29999,50']);
  });

  it('send a table whose first part is a view past its header row as it is', () => {
    const read = readCsv(new TextEncoder().encode(['a;b', ...Array.from({ length: 80_000 }, (_, i) => `x${i};${i}`)].join('\n')));
    if (!read.ok) throw new Error('lectura fallida');
    expect(read.csv.rows.parts[0]!.rowStarts.byteOffset).toBeGreaterThan(0);
    const expected = rowsOf(read.csv.rows);
    const receiver = new ResultReceiver();
    const answers = deliver(resultMessages(read)).map((m) => receiver.receive(m as Exclude<ReaderMessage, { type: 'progress' | 'failed' }>));
    const result = answers.at(-1)!;
    expect(result.ok && result.csv.rows.parts.length).toBeGreaterThan(1);
    expect(result.ok && rowsOf(result.csv.rows)).toEqual(expected);
  });

  it('hands the buffers over instead of copying them', () => {
    const messages = resultMessages(readCsv(bytes));
    const [message, transfer] = messages[0]!;
    if (message.type !== 'part') throw new Error('se esperaba una parte');
    expect(transfer).toContain(message.part.bounds.buffer);
    structuredClone(message, { transfer });
    expect(message.part.bounds.byteLength).toBe(0);
  });

  it('refuse a result whose parts did not all arrive, and pass a failed reading on', () => {
    const messages = deliver(resultMessages(readCsv(bytes))) as Exclude<ReaderMessage, { type: 'progress' | 'failed' }>[];
    const receiver = new ResultReceiver();
    expect(() => [...messages.slice(0, 1), messages.at(-1)!].forEach((m) => receiver.receive(m))).toThrow(/lectura incompleta/);
    const failed = readCsv(new TextEncoder().encode('1;2\n'));
    expect(new ResultReceiver().receive(resultMessages(failed)[0]![0] as Exclude<ReaderMessage, { type: 'progress' | 'failed' }>)).toEqual(failed);
  });
});
