// Every screen passes axe (WCAG 2.x A and AA rules) with no serious or critical
// violation, in the light and the dark theme, at a desktop and a phone width. One page signs in
// once and moves between screens through the router (no reload), switching theme with the
// header's button and width with the viewport, so the whole walk stays short.
import { expect, test, type Page } from '@playwright/test';
import { scaled } from '../support/time-scale';
import type { ImportSummary, Paginated, Producto, Sonador } from '@gestion/contract';
import { admin, call, ensureSprint, unique } from '../support/api';
import { axeFor } from '../support/axe';
import { createUnidad } from '../support/terra-precios';
import { ADMIN } from '../support/env';
import { publishedEntries } from '../support/navigation';
import { ensureDemoContext } from '../support/rodox';
import { fillLogin } from '../support/ui';

const WIDTHS = [1366, 390] as const;
const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

/** What counts: WCAG 2.0/2.1/2.2 A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

interface Screen {
  name: string;
  path: string;
}

/** Between the themes only colours change: the second theme is checked with the colour rules only. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** One line per violation: where, in which theme and width, which rule and on which elements. */
async function violations(page: Page, where: string, coloursOnly: boolean): Promise<string[]> {
  let axe = axeFor(page).options({ resultTypes: ['violations'] });
  axe = coloursOnly ? axe.withRules(COLOUR_RULES) : axe.withTags(TAGS);
  const result = await axe.analyze();
  const node = (n: (typeof result.violations)[number]['nodes'][number]) => {
    const data = n.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
    const colours = data?.fgColor ? ` (${data.fgColor} sobre ${data.bgColor}: ${data.contrastRatio})` : '';
    return `${n.target.join(' ')}${colours}`;
  };
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id} (${v.impact}) ${v.help} → ${v.nodes.slice(0, 5).map(node).join(' | ')}`);
}

/** The screen's title: its h1, or the title of a result page (403). */
const TITLE = 'main :is(h1, .ant-result-title)';

/**
 * Moves the single-page app to `path` the way a link does (history + popstate): no reload. The
 * router may keep the old screen up while the new one loads, so the old title is marked first and
 * the new screen is there once a title without the mark is.
 */
async function goInside(page: Page, path: string): Promise<void> {
  await page.evaluate(
    ({ to, title }) => {
      document.querySelectorAll(title).forEach((el) => el.setAttribute('data-a11y-old', ''));
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    { to: path, title: TITLE },
  );
  await expect(page.locator(`${TITLE}:not([data-a11y-old])`).first()).toBeVisible({ timeout: 30_000 });
  const main = page.getByRole('main');
  await expect(main.locator('.ant-skeleton, .ant-spin-spinning')).toHaveCount(0, { timeout: 20_000 });
  await expect(main.getByText(/^Cargando/)).toHaveCount(0, { timeout: 20_000 });
}

async function setTheme(page: Page, theme: Theme): Promise<void> {
  const current = await page.evaluate(() => document.documentElement.dataset.theme);
  if (current === theme) return;
  await page.getByRole('banner').getByRole('button', { name: theme === 'dark' ? 'Oscuro' : 'Claro' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

/** A product's id, for its record page (the declared record pages share one component). */
async function productoDePrueba(): Promise<number> {
  const descripcion = unique('Producto accesible ');
  const unidad = await createUnidad();
  await call<ImportSummary>('POST', '/api/terra/importar-precios/', await admin(), {
    datos: [{ descripcion, tipo: 'Accesibilidad', categoria: 'Accesibilidad', precio: '1.00', unidad_id: unidad.id }],
  });
  const page = await call<Paginated<Producto>>('GET', `/api/terra/productos/?search=${encodeURIComponent(descripcion)}`, await admin());
  return page.results[0]!.id;
}

test('pantallas sin infracciones graves ni críticas de axe, en claro y oscuro, a 1366 y 390 px', async ({ page }) => {
  test.setTimeout(scaled(600_000));
  const started = Date.now();
  // The content some screens open on, arranged while the public pages are checked.
  const arranged = Promise.all([
    ensureSprint('terra - expectativas', ['Meta terra']),
    ensureDemoContext(),
    productoDePrueba(),
    // A declared record's page of Rodox: one of the dreamers the product starts with.
    admin().then((token) => call<Paginated<Sonador>>('GET', '/api/rodox/sonadores/?page_size=1', token)),
  ]);
  // Awaited below; this only keeps an early failure from counting as an unhandled rejection.
  arranged.catch(() => undefined);
  const found: string[] = [];

  // The public pages (plain HTML, no session): the theme is the stored choice, read on load.
  await page.goto('/login');
  for (const theme of THEMES) {
    await page.evaluate((t) => window.localStorage.setItem('theme', t), theme);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      for (const [name, path, heading] of [
        ['Login', '/login', 'Iniciar Sesión'],
        ['Registro', '/register', 'Registrarse'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        found.push(...(await violations(page, `${name} [${theme}, ${width}px]`, theme === 'dark')));
      }
    }
  }

  const [sprint, demo, producto, sonadores] = await arranged;
  const screens: Screen[] = [
    ...publishedEntries().map((e) => ({ name: `${e.section} › ${e.label}`, path: e.to })),
    { name: '403', path: '/error/403' },
    { name: 'Cambiar contraseña', path: '/user/password/edit' },
    { name: 'Perfil', path: '/user/perfil' },
    { name: 'Preferencias', path: '/user/preferencia/edit' },
    { name: 'Sprint', path: `/main/sprint/${sprint.id}` },
    { name: 'Asistente de importación, primer paso', path: '/terra/importar-precios/seleccionar-archivo' },
    // The sidebar's declared lists (products, imports, catalogues…) are among the entries above.
    { name: 'Producto', path: `/terra/producto/${producto}` },
    { name: 'Selecciones', path: `/rodox/${demo.contexto.sigla}/${demo.sorteos + 1}/seleccion/list/table` },
    { name: 'Soñador', path: `/rodox/sonador/${sonadores.results[0]!.id}` },
  ];
  await page.goto('/login');
  await fillLogin(page, ADMIN);
  await expect(page.getByRole('button', { name: 'Salir' })).toBeVisible({ timeout: 60_000 });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const theme of THEMES) {
      await setTheme(page, theme);
      for (const screen of screens) {
        await goInside(page, screen.path);
        found.push(...(await violations(page, `${screen.name} ${screen.path} [${theme}, ${width}px]`, theme === 'dark')));
      }
    }
  }

  const seconds = Math.round((Date.now() - started) / 1000);
  test.info().annotations.push({ type: 'duración', description: `${seconds} s` });
  console.log(`accesibilidad: ${screens.length + 2} pantallas × 2 temas × 2 anchos en ${seconds} s`);
  expect(found, 'infracciones graves o críticas de axe').toEqual([]);
});
