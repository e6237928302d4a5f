import { describe, expect, it } from 'vitest';
import { Type } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { defineResource } from '@gestion/contract/resource';
import { UNIDAD_RESOURCE } from '@gestion/contract/resources/pueblo';
import { unidadesMedida } from '../db/schema/index.js';
import { UNIDADES } from '../areas/pueblo/repositories/unidades.js';
import { listSummary } from './resource-routes.js';
import { tableResource } from './table-resource.js';

interface Fila {
  id: number;
  nombre: string;
  abreviatura: string;
}

const declaration = defineResource<Fila>()({
  app: 'pueblo',
  model: 'unidadmedida',
  url: '/api/pueblo/prueba/',
  plural: 'pruebas',
  fileName: 'pruebas',
  fields: {
    abreviatura: { label: 'Abreviatura', sorted: true, text: (f) => f.abreviatura.toLowerCase() },
    nombre: { label: 'Nombre', sorted: true, searched: true },
    id: { label: 'Id', listed: false, sorted: true },
  },
  defaultOrdering: 'nombre',
});
const binding = {
  table: unidadesMedida,
  key: unidadesMedida.id,
  columns: { id: unidadesMedida.id, nombre: unidadesMedida.nombre, abreviatura: unidadesMedida.abreviatura },
  schema: Type.Object({ id: Type.Integer(), nombre: Type.String(), abreviatura: Type.String() }),
};

describe('a resource bound to its table', () => {
  it('orders by its sorted fields, in the declaration\'s order, each by its column or the binding\'s expression', () => {
    const upper = sql`upper(${unidadesMedida.nombre})`;
    const resource = tableResource(declaration, { ...binding, ordering: { nombre: upper } });
    expect(Object.keys(resource.list.ordering)).toEqual(['abreviatura', 'nombre', 'id']);
    expect(resource.list.ordering.nombre).toBe(upper);
    expect(resource.list.ordering.abreviatura).toBe(unidadesMedida.abreviatura);
    expect([resource.list.defaultOrdering, resource.list.tiebreaker]).toEqual(['nombre', unidadesMedida.id]);
  });

  it('refuses a sorted field it has no column for', () => {
    const { id: _id, ...columns } = binding.columns;
    expect(() => tableResource(declaration, { ...binding, columns })).toThrow('el campo ordenable "id" no tiene columna');
  });

  it('writes the file with the listed fields\' labels and texts, in order', () => {
    const { csv, fileName } = tableResource(declaration, binding).export;
    expect(csv.map((c) => c.header)).toEqual(['Abreviatura', 'Nombre']);
    expect(csv.map((c) => c.value({ id: 1, nombre: 'Kilogramo', abreviatura: 'KG' }))).toEqual(['kg', 'Kilogramo']);
    expect(fileName).toBe('pruebas');
  });

  it('names its permissions and its history\'s object type as Django does', () => {
    const resource = tableResource(declaration, { ...binding, historial: { columns: { nombre: unidadesMedida.nombre }, repr: (r) => String(r.nombre) } });
    expect(['view', 'add', 'change', 'delete'].map((a) => resource.permission(a as 'view'))).toEqual([
      'pueblo.view_unidadmedida',
      'pueblo.add_unidadmedida',
      'pueblo.change_unidadmedida',
      'pueblo.delete_unidadmedida',
    ]);
    expect(resource.historial?.tipo).toBe('pueblo.unidadmedida');
    expect(tableResource(declaration, binding).historial).toBeUndefined();
  });
});

describe('a resource with filters', () => {
  const resource = tableResource(
    { ...declaration, filters: { unidad: { label: 'Unidad' } } },
    {
      ...binding,
      filters: { unidad: { schema: Type.Integer(), where: (id: number) => sql`${unidadesMedida.id} = ${id}` } },
      fileName: ({ unidad }) => (unidad === undefined ? 'pruebas' : `pruebas-${String(unidad)}`),
    },
  );

  it('keeps one list per filter value, and the whole list without one', () => {
    expect(resource.listFor({})).toBe(resource.list);
    expect(resource.listFor({ unidad: undefined, search: 'x' })).toBe(resource.list);
    const one = resource.listFor({ unidad: 1 });
    expect(one).not.toBe(resource.list);
    expect(one.where).toBeDefined();
    expect(resource.listFor({ unidad: 1, page: '2' })).toBe(one);
    expect(resource.listFor({ unidad: 2 })).not.toBe(one);
  });

  it('names and filters its file by the same values', () => {
    expect(resource.exportFor({ unidad: 3 })).toMatchObject({ fileName: 'pruebas-3', list: resource.listFor({ unidad: 3 }) });
    expect(resource.exportFor({}).fileName).toBe('pruebas');
  });
});

describe('the units', () => {
  it('keep their list\'s order names, file and description', () => {
    expect(UNIDADES.declaration).toBe(UNIDAD_RESOURCE);
    expect(Object.keys(UNIDADES.list.ordering)).toEqual(['nombre', 'abreviatura', 'id']);
    expect(UNIDADES.export.csv.map((c) => c.header)).toEqual(['Nombre', 'Abreviatura', 'Variantes']);
    expect(UNIDADES.export.csv[2]!.value({ id: 1, nombre: 'Kilogramo', abreviatura: 'KG', variantes: [] })).toBe('-');
    expect(listSummary(UNIDADES as never)).toBe(
      'Unidades de medida, por páginas; `search` busca en nombre, abreviatura y variantes (sin distinguir mayúsculas ni acentos); `ordering`: nombre, abreviatura, id.',
    );
  });
});
