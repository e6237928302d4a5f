// User area: /user/dashboard (the first screen everyone sees after signing in) until every part has
// rendered, for a user with 5 favourite contexts (with draws), 50 new notifications and 200 tasks
// (100 in each of the acmia and terra expectativas sprints), in headless Chromium, warm (the same
// browser context, its HTTP cache filled by a first load that is not counted). The data is arranged
// through the API. Pending notifications are marked seen when the dashboard reads them, so 50 new
// ones are made before every load (invitees answering the bench user's invitations).
import { mkdir, writeFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { apiCall, HOST, LAUNCH, signIn } from './stack.mjs';
import { calibrate, laptopNotes, throttle } from './laptop.mjs';
import { addInto, profileLines, startProfile } from './profile.mjs';
import { startPrintedTimeline } from './timeline.mjs';
import { watchSession, when } from './page-wait.mjs';

export const DASHBOARD_BUDGET_MS = 1500;
const CONTEXTS = 5;
const NOTIFICATIONS = 50;
const TASKS_PER_SUB = 100;
const PASSWORD = 'Bench-usuario-2025!';

const tokenFor = async (username, password) => (await apiCall('POST', '/api/auth/jwt/create/', null, { username, password })).access;

async function createGroup(adminToken, name, keys, catalogue) {
  const group = await apiCall('POST', '/api/auth/groups/', adminToken, { name });
  const ids = keys.map((k) => catalogue.find((p) => p.codename === k).id);
  if (ids.length) await apiCall('PATCH', `/api/auth/groups/${group.id}/permissions/`, adminToken, { permissions_ids: ids });
  return group;
}

async function createUser(adminToken, username, groups = []) {
  const user = await apiCall('POST', '/api/auth/users/', adminToken, {
    username,
    email: `${username}@example.com`,
    password: PASSWORD,
    first_name: 'Bench',
    last_name: 'Dashboard',
    must_change_password: false,
  });
  if (groups.length) await apiCall('PATCH', `/api/auth/users/${user.id}/groups/`, adminToken, { groups_ids: groups });
  return { ...user, username, password: PASSWORD };
}

/** A context with `draws` draws read by the server from a local CSV file. */
async function contextWithDraws(adminToken, i, draws, files, fuentesDir) {
  const familia = `benchdash${i}`;
  await mkdir(fuentesDir, { recursive: true });
  const file = path.join(fuentesDir, `${familia}-${process.pid}.csv`);
  files.push(file);
  const lines = ['kardinal,fecha_utc,numeros'];
  for (let k = 1; k <= draws; k++) {
    const numbers = new Set();
    for (let j = 0; numbers.size < 6; j++) numbers.add(((k * 7 + j * 11 + i) % 38) + 1);
    lines.push(`${k},${new Date(Date.UTC(2025, 0, 1 + k, 2)).toISOString()},${[...numbers].sort((a, b) => a - b).join(' ')}`);
  }
  await writeFile(file, `${lines.join('\n')}\n`);
  const ctx = await apiCall('POST', '/api/rodox/contextos/', adminToken, {
    sigla: `${familia}-mill`,
    familia,
    tipo: 'mill',
    nombre: `Contexto del bench ${i}`,
    numero_min: 1,
    numero_max: 38,
    cantidad: 6,
    fuente_url: file,
  });
  await apiCall('POST', '/api/rodox/sorteos/actualizar/', adminToken, { actualizar_automaticamente: true, contexto_sigla: ctx.sigla });
  return ctx;
}

async function arrange(admin, fuentesDir) {
  const adminToken = await tokenFor(admin.username, admin.password);
  const catalogue = await apiCall('GET', '/api/auth/permissions/all/pagination/none/', adminToken);
  const keys = ['rodox.view_contexto', 'main.view_tareasprint', 'main.change_tareasprint', 'main.add_tareasprint', 'terra.add_equipo', 'terra.add_invitacion'];
  const acmia = await createGroup(adminToken, 'acmia_bench_dashboard', keys, catalogue);
  const terra = await createGroup(adminToken, 'terra_bench_dashboard', [], catalogue);
  const user = await createUser(adminToken, 'bench_dashboard', [acmia.id, terra.id]);
  const userToken = await tokenFor(user.username, user.password);

  const files = [];
  const contexts = [];
  for (let i = 0; i < CONTEXTS; i++) contexts.push(await contextWithDraws(adminToken, i, 300, files, fuentesDir));
  await apiCall('POST', '/terra/dashboard_config/set_contextos/', userToken, { contextos_favoritos: contexts.map((c) => c.sigla) });

  for (const sub of ['acmia', 'terra']) {
    // The expectativas count the sprints of active sub-projects only.
    await apiCall('POST', '/subproyectos/', adminToken, { nombre: sub, descripcion: 'Bench' });
    const tareas = Array.from({ length: TASKS_PER_SUB }, (_, i) => `Tarea ${i + 1} de ${sub}: revisar la expectativa número ${i + 1} con el cliente`);
    await apiCall('POST', '/api/main/sprints/', adminToken, { nombre: `${sub} - expectativas`, descripcion: 'Bench', tareas });
  }

  // The invitees who answer, each with their own token (kept: tokens last a working day).
  const invitees = [];
  for (let i = 0; i < NOTIFICATIONS; i++) {
    const u = await createUser(adminToken, `bench_invitado_${i}`);
    invitees.push({ ...u, token: await tokenFor(u.username, u.password) });
  }
  // Five invitations to the bench user stay pending: the invitations part has content too.
  const inviter = invitees[0];
  const inviterGroup = await createGroup(adminToken, 'bench_coordinadores', ['terra.add_equipo', 'terra.add_invitacion'], catalogue);
  await apiCall('PATCH', `/api/auth/users/${inviter.id}/groups/`, adminToken, { groups_ids: [inviterGroup.id] });
  const inviterToken = await tokenFor(inviter.username, inviter.password);
  inviter.token = inviterToken;
  for (let i = 0; i < 5; i++) {
    const team = await apiCall('POST', '/terra/equipos/', inviterToken, { nombre: `Equipo pendiente ${i}` });
    await apiCall('POST', `/terra/equipos/${team.id}/invitar/`, inviterToken, { username: user.username });
  }
  return { user, userToken, invitees, files };
}

let round = 0;
/** 50 new notifications for the bench user: a team of theirs whose 50 invitees all answer. */
async function freshNotifications({ userToken, invitees }) {
  round += 1;
  const team = await apiCall('POST', '/terra/equipos/', userToken, { nombre: `Equipo del bench ${round}` });
  for (const inv of invitees) {
    const invitation = await apiCall('POST', `/terra/equipos/${team.id}/invitar/`, userToken, { username: inv.username });
    await apiCall('POST', `/terra/invitaciones/${invitation.id}/responder/`, inv.token, { estado: round % 2 ? 'aceptada' : 'rechazada', mensaje: 'Respuesta del bench' });
  }
}

/**
 * Milliseconds from navigation start until every part is loaded with all its rows, the page on
 * the reference staff laptop (bench/laptop.mjs): calibrated first, slowed only while it loads
 * (a throttled tab keeps a core spinning, which would slow the API making the next notifications).
 */
async function loadOnce(page, cals) {
  cals?.push(await calibrate());
  const slowed = cals ? await throttle(page, cals.at(-1).rate) : null;
  await watchSession(page);
  const stop = PROFILE && cals ? await startProfile(page) : null;
  const traced = TIMELINE && cals ? await startPrintedTimeline(page.context().browser(), page) : null;
  try {
    return await timeLoad(page);
  } finally {
    if (stop) addInto(PROFILE, await stop());
    await traced?.('tareas del hilo principal (traza de Chrome; ms desde la primera):');
    await slowed?.release();
  }
}

/** BENCH_DASHBOARD_TIMELINE=1: each counted load's main-thread tasks, from a Chrome trace (bench/timeline.mjs). */
const TIMELINE = Boolean(process.env.BENCH_DASHBOARD_TIMELINE);

/**
 * BENCH_DASHBOARD_PROFILE=1: the main thread's time of the counted loads by origin
 * (bench/profile.mjs, BENCH_PROFILE_BY and BENCH_PROFILE_TOP as for the line); the profiler slows
 * the page, so the figures of such a run are not for the budget.
 */
const PROFILE = process.env.BENCH_DASHBOARD_PROFILE ? new Map() : null;

async function timeLoad(page) {
  await page.goto(`${HOST}/user/dashboard`, { waitUntil: 'commit' });
  const at = await when(
    page,
    ({ notifications, tasks }) => {
      const parts = document.querySelectorAll('[data-dashboard-part]');
      if (parts.length < 7 || document.querySelector('[data-dashboard-part][aria-busy="true"]')) return false;
      const region = (name) => document.querySelector(`[data-dashboard-part][aria-label="${name}"]`);
      const shown = region('Notificaciones')?.querySelectorAll('li').length ?? 0;
      const rows = ['Tareas Acmia', 'Tareas Terra'].reduce((n, name) => n + (region(name)?.querySelectorAll('tbody tr.ant-table-row').length ?? 0), 0);
      const contexts = region('Contextos')?.querySelectorAll('tbody tr.ant-table-row').length ?? 0;
      return shown >= notifications && rows >= tasks && contexts >= 5 ? performance.now() : false;
    },
    { notifications: NOTIFICATIONS, tasks: TASKS_PER_SUB * 2 },
    30_000,
  );
  return Math.round(at);
}

/** `fuentesDir`: the server's RODOX_FUENTES_DIR, where the contexts' draw feeds must be. */
export async function measureDashboard(report, admin, fuentesDir, runs = 7) {
  const data = await arrange(admin, fuentesDir);
  const browser = await chromium.launch(LAUNCH);
  try {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await ctx.newPage();
    await signIn(page, data.user);
    // Signing in lands on this very dashboard, which reads (and so marks seen) the pending
    // notifications: let that visit finish before making new ones, or it would take some of them.
    await page.waitForFunction(
      () => document.querySelectorAll('[data-dashboard-part]').length >= 7 && !document.querySelector('[data-dashboard-part][aria-busy="true"]'),
      null,
      { polling: 'raf', timeout: 30_000 },
    );
    // Warm-up: fills the HTTP cache (scripts, styles); not counted.
    await freshNotifications(data);
    await loadOnce(page);
    const times = [];
    const cals = [];
    for (let i = 0; i < runs; i++) {
      await freshNotifications(data);
      times.push(await loadOnce(page, cals));
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(runs / 2)];
    report(
      `dashboard completo (${CONTEXTS} contextos, ${NOTIFICATIONS} notif., ${TASKS_PER_SUB * 2} tareas; mediana de ${runs}, caliente)`,
      median,
      'ms',
      DASHBOARD_BUDGET_MS,
      'lower',
      laptopNotes(cals),
    );
    console.log(`   tiempos: ${times.join(', ')} ms`);
    if (PROFILE) {
      console.log('   hilo principal (perfil de CPU, ms por carga, por origen):');
      for (const line of profileLines(PROFILE, runs, Number(process.env.BENCH_PROFILE_TOP) || 10)) console.log(`     ${line}`);
    }
    await ctx.close();
  } finally {
    await browser.close();
    await Promise.all(data.files.map((f) => rm(f, { force: true })));
  }
}
