import type { HistorialEntry } from '@gestion/contract';
import { render, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { HistorialCambios } from './historial-cambios';

const entry: HistorialEntry = {
  id: 1,
  fecha: '2026-11-20T09:15:00.000Z',
  usuario: 1,
  usuario_username: 'admin',
  accion: 'modificar',
  objeto_tipo: 'auth.user',
  objeto_id: '7',
  objeto_repr: 'ana',
  cambios: [
    { campo: 'email', antes: 'ana@example.com', despues: null },
    { campo: 'grupos', antes: [], despues: ['contables', 'terra'] },
  ],
  detalle: null,
};

afterEach(() => vi.restoreAllMocks());

/** The page at a phone's width (useIsMobile reads matchMedia). */
function phone() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: true, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
  );
}

it('a phone shows each change stacked: the field, then Antes and Después', () => {
  phone();
  render(<HistorialCambios entry={entry} id="x" />);
  expect(screen.queryByRole('table')).toBeNull();
  const cambios = screen.getByRole('region', { name: 'Cambios de campos' });
  expect(within(cambios).getByText('email')).toBeTruthy();
  expect(within(cambios).getAllByText('Antes')).toHaveLength(2);
  expect(within(cambios).getByText('ana@example.com')).toBeTruthy();
  expect(within(cambios).getByText('contables, terra')).toBeTruthy();
});

it('a wide screen shows them as a table', () => {
  render(<HistorialCambios entry={entry} id="x" />);
  const table = screen.getByRole('table', { name: 'Cambios de campos' });
  expect(within(table).getAllByRole('cell').map((c) => c.textContent)).toEqual(['email', 'ana@example.com', '—', 'grupos', '—', 'contables, terra']);
});
