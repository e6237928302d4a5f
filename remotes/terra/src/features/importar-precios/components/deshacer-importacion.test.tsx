import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderArea, signInForTest, TEST_API } from '@gestion/ui/testing';
import type { ImportSummary } from '@gestion/contract';
import { http, HttpResponse } from 'msw';
import { DeshacerImportacion } from './deshacer-importacion';

let calls: string[] = [];
const server = mockApi(
  http.post(`${TEST_API}/api/terra/importaciones/:id/deshacer/`, ({ params }) => {
    calls.push(String(params.id));
    return HttpResponse.json({ detail: 'Importación deshecha: se eliminaron 3 precios y 1 producto.', precios: 3, productos: 1 });
  }),
);

const resumen: ImportSummary = { productosRegistrados: 1, preciosRegistrados: 3, detalles: ['Se registraron 3 precios.'], error: null, importacion_id: 42 };

beforeEach(() => {
  calls = [];
});

describe('DeshacerImportacion', () => {
  it('asks first, then undoes the import the summary names and says what went', async () => {
    signInForTest({ permissions: ['terra.delete_precioproducto'] });
    renderArea(<DeshacerImportacion resumen={resumen} />, '/');
    await userEvent.click(screen.getByRole('button', { name: 'Deshacer importación' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Deshacer la importación?' });
    expect(dialog.textContent).toContain('Se eliminarán los 3 precios que registró');
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(await screen.findByText('Importación deshecha: se eliminaron 3 precios y 1 producto.')).toBeTruthy();
    expect(calls).toEqual(['42']);
    expect(screen.queryByRole('button', { name: 'Deshacer importación' })).toBeNull();
  });

  it("shows the server's refusal in the dialog", async () => {
    server.use(http.post(`${TEST_API}/api/terra/importaciones/:id/deshacer/`, () => HttpResponse.json({ detail: 'La importación ya fue deshecha.' }, { status: 400 })));
    signInForTest({ permissions: ['terra.delete_precioproducto'] });
    renderArea(<DeshacerImportacion resumen={resumen} />, '/');
    await userEvent.click(screen.getByRole('button', { name: 'Deshacer importación' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Deshacer' }));
    expect(await screen.findByText('La importación ya fue deshecha.')).toBeTruthy();
  });

  it('is not offered without terra.delete_precioproducto, nor for an import that registered nothing', () => {
    signInForTest({ permissions: ['terra.add_precioproducto'] });
    const first = renderArea(<DeshacerImportacion resumen={resumen} />, '/');
    expect(screen.queryByRole('button', { name: 'Deshacer importación' })).toBeNull();
    first.unmount();
    signInForTest({ permissions: ['terra.delete_precioproducto'] });
    renderArea(<DeshacerImportacion resumen={{ ...resumen, preciosRegistrados: 0 }} />, '/');
    expect(screen.queryByRole('button', { name: 'Deshacer importación' })).toBeNull();
  });
});
