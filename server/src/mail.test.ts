import net from 'node:net';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from './app.js';
import { mailOutbox, users } from './db/schema/index.js';
import { Mailer } from './mail.js';
import { createTestDatabase, request, testConfig } from './test-utils.js';
import type { TestApp } from './test-utils.js';

// An activation link is a secret. Sent through SMTP, the outbox keeps a copy without
// it; without SMTP the outbox is the delivery channel (kept as is); the log shows it only in
// development (NODE_ENV=development).

/** A real SMTP conversation on loopback: keeps what it receives (quoted-printable decoded). */
function smtpSink() {
  const received: string[] = [];
  let refuse = false;
  const server = net.createServer((socket) => {
    socket.setEncoding('utf8');
    let buffer = '';
    let message: string[] | null = null;
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (message) {
          if (line !== '.') message.push(line.startsWith('..') ? line.slice(1) : line);
          else {
            received.push(message.join('\n').replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))));
            message = null;
            socket.write(refuse ? '554 rechazado\r\n' : '250 OK\r\n');
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-sink\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          message = [];
          socket.write('354 adelante\r\n');
        } else if (verb === 'QUIT') socket.end('221 adios\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return {
    received,
    refuse: (value: boolean) => (refuse = value),
    listen: () => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function logSink() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, stream };
}

const registration = (username: string) => ({ username, email: `${username}@example.com`, password: 'Clave-segura-2025' });
const TOKEN = /activate\?token=[\w%-]+/;

describe('with SMTP', () => {
  const sink = smtpSink();
  const log = logSink();
  let app: TestApp;

  beforeAll(async () => {
    const port = await sink.listen();
    const db = await createTestDatabase();
    app = await buildApp({
      config: testConfig({ database: db.database, appUrl: 'https://app.example', smtpUrl: `smtp://127.0.0.1:${port}` }),
      logger: { level: 'debug', stream: log.stream },
      afterDatabaseClose: db.drop,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await sink.close();
  });

  it('delivers the link to the recipient and keeps an outbox copy without it; the log never has it', async () => {
    const res = await request(app, { method: 'POST', url: '/auth/users/', payload: registration('correo') });
    expect(res.status).toBe(201);
    const delivered = sink.received.find((m) => m.includes('correo@example.com'));
    const link = /https:\/\/app\.example\/auth\/usuario\/correo\/activate\?token=[\w%-]+/.exec(delivered ?? '')?.[0];
    expect(link).toBeDefined();

    const rows = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'correo@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'sent', subject: 'Activa tu cuenta' });
    expect(rows[0]!.body).not.toMatch(TOKEN);
    expect(rows[0]!.body).toContain('[enlace omitido]');
    expect(log.lines.join('')).not.toMatch(TOKEN);

    // The link the recipient got is the one that works.
    const token = new URL(link!).searchParams.get('token')!;
    const activated = await request(app, { method: 'GET', url: `/api/auth/users/activate/correo/?token=${encodeURIComponent(token)}` });
    expect(activated.status).toBe(200);
  });

  it('a mail the SMTP server refuses undoes the registration and its outbox copy has no link either', async () => {
    sink.refuse(true);
    try {
      const res = await request(app, { method: 'POST', url: '/auth/users/', payload: registration('rechazado') });
      expect(res.status).toBe(503);
    } finally {
      sink.refuse(false);
    }
    const rows = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'rechazado@example.com'));
    expect(rows.map((r) => r.status)).toEqual(['failed']);
    expect(rows[0]!.body).not.toMatch(TOKEN);
    expect(await app.db.select().from(users).where(eq(users.username, 'rechazado'))).toEqual([]);
    expect(log.lines.join('')).not.toMatch(TOKEN);
  });
});

describe('without SMTP', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: TestApp;
  beforeAll(async () => {
    db = await createTestDatabase();
    app = await buildApp({ config: testConfig({ database: db.database }), logger: false, afterDatabaseClose: db.drop });
    await app.ready();
  });
  afterAll(async () => app?.close());

  const message = { to: 'ana@example.com', subject: 'Activa tu cuenta', body: 'Abre https://x/activate?token=secreto1 hoy', secrets: ['https://x/activate?token=secreto1'] };

  it('keeps the mail as it is in the outbox (the delivery channel) and logs it without the link', async () => {
    const log = logSink();
    await new Mailer(app.db, Fastify({ logger: { level: 'info', stream: log.stream } }).log, null, 'no-reply@x').send(message);
    const [row] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'ana@example.com'));
    expect(row).toMatchObject({ status: 'logged', body: message.body });
    const logged = log.lines.join('');
    expect(logged).not.toContain('secreto1');
    expect(logged).toContain('Abre [enlace omitido] hoy');
  });

  it('writes the link to the log in development only', async () => {
    const log = logSink();
    await new Mailer(app.db, Fastify({ logger: { level: 'info', stream: log.stream } }).log, null, 'no-reply@x', true).send(message);
    expect(log.lines.join('')).toContain('token=secreto1');
  });
});
