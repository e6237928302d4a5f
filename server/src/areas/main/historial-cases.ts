import type { CaseContext, HistorialCase } from '../../routes/historial-cases/case.js';

// Sprints, tasks and their estado, sub-projects, units and variants, the name catalogues.

let n = 0;
const unique = (prefix: string) => `${prefix}${++n}x${Date.now() % 100_000}`;

async function newSprint(ctx: CaseContext) {
  return (await ctx.call<{ id: number; tareas: { id: number }[] }>('POST', '/api/main/sprints/', { nombre: unique('Sprint historial '), tareas: ['primera'] })).body;
}
async function newSubproyecto(ctx: CaseContext, prefix: string) {
  return (await ctx.call<{ id: number }>('POST', `${prefix}/subproyectos/`, { nombre: unique('subhist'), descripcion: 'd' })).body.id;
}
async function newUnidad(ctx: CaseContext) {
  const u = unique('U');
  return (await ctx.call<{ id: number }>('POST', '/api/pueblo/unidades/', { nombre: `Unidad ${u}`, abreviatura: u })).body.id;
}

async function newVariante(ctx: CaseContext) {
  const abreviatura = unique('V');
  const res = await ctx.call<{ id: number }>('POST', '/api/pueblo/unidades/vincular-variante/', { unidad_id: await newUnidad(ctx), abreviatura_equivalente: abreviatura });
  return { id: res.body.id, abreviatura };
}

const estado = (route: string): HistorialCase => ({
  method: 'POST',
  route,
  setup: newSprint,
  async run(ctx, s) {
    const tarea = (s as Awaited<ReturnType<typeof newSprint>>).tareas[0]!.id;
    await ctx.call('POST', route.replace('{id}', String(tarea)), { estado: 'completada' });
    return { objeto_tipo: 'main.tareasprint', objeto_id: tarea, accion: 'modificar', cambios: [{ campo: 'estado', antes: 'pendiente', despues: 'completada' }] };
  },
});

const subproyectos = (prefix: string): HistorialCase[] => [
  {
    method: 'POST',
    route: `${prefix}/subproyectos/`,
    async run(ctx) {
      const nombre = unique('subnuevo');
      const res = await ctx.call<{ id: number }>('POST', `${prefix}/subproyectos/`, { nombre });
      return { objeto_tipo: 'main.subproyecto', objeto_id: res.body.id, accion: 'crear', cambios: [{ campo: 'nombre', despues: nombre }] };
    },
  },
  {
    method: 'PATCH',
    route: `${prefix}/subproyectos/{id}/`,
    setup: (ctx) => newSubproyecto(ctx, prefix),
    async run(ctx, id) {
      await ctx.call('PATCH', `${prefix}/subproyectos/${id as number}/`, { activo: false });
      return { objeto_tipo: 'main.subproyecto', objeto_id: id as number, accion: 'desactivar', cambios: [{ campo: 'activo', antes: true, despues: false }] };
    },
  },
];

const subproyectoRecords = (prefix: string): HistorialCase[] => [
  {
    method: 'DELETE',
    route: `${prefix}/subproyectos/{id}/`,
    setup: (ctx) => newSubproyecto(ctx, prefix),
    async run(ctx, id) {
      const res = await ctx.call('DELETE', `${prefix}/subproyectos/${id as number}/`);
      if (res.status !== 204) throw new Error(JSON.stringify(res.body));
      return { objeto_tipo: 'main.subproyecto', objeto_id: id as number, accion: 'eliminar', cambios: [{ campo: 'descripcion', antes: 'd', despues: null }] };
    },
  },
];

const sprintRecords: HistorialCase[] = [
  {
    method: 'PATCH',
    route: '/api/main/sprints/{id}/',
    setup: newSprint,
    async run(ctx, s) {
      const { id } = s as Awaited<ReturnType<typeof newSprint>>;
      const nombre = unique('Sprint renombrado ');
      const res = await ctx.call('PATCH', `/api/main/sprints/${id}/`, { nombre });
      if (res.status !== 200) throw new Error(JSON.stringify(res.body));
      return { objeto_tipo: 'main.sprint', objeto_id: id, accion: 'modificar', cambios: [{ campo: 'nombre', despues: nombre }] };
    },
  },
  {
    method: 'DELETE',
    route: '/api/main/sprints/{id}/',
    setup: newSprint,
    async run(ctx, s) {
      const { id } = s as Awaited<ReturnType<typeof newSprint>>;
      const res = await ctx.call('DELETE', `/api/main/sprints/${id}/`);
      if (res.status !== 204) throw new Error(JSON.stringify(res.body));
      return { objeto_tipo: 'main.sprint', objeto_id: id, accion: 'eliminar', cambios: [{ campo: 'tareas', antes: ['primera'], despues: null }] };
    },
  },
  {
    method: 'PATCH',
    route: '/api/main/tareas/{id}/',
    setup: newSprint,
    async run(ctx, s) {
      const tarea = (s as Awaited<ReturnType<typeof newSprint>>).tareas[0]!.id;
      const res = await ctx.call('PATCH', `/api/main/tareas/${tarea}/`, { descripcion: 'primera, corregida' });
      if (res.status !== 200) throw new Error(JSON.stringify(res.body));
      return { objeto_tipo: 'main.tareasprint', objeto_id: tarea, accion: 'modificar', cambios: [{ campo: 'descripcion', antes: 'primera', despues: 'primera, corregida' }] };
    },
  },
  {
    method: 'DELETE',
    route: '/api/main/tareas/{id}/',
    setup: newSprint,
    async run(ctx, s) {
      const tarea = (s as Awaited<ReturnType<typeof newSprint>>).tareas[0]!.id;
      const res = await ctx.call('DELETE', `/api/main/tareas/${tarea}/`);
      if (res.status !== 204) throw new Error(JSON.stringify(res.body));
      return { objeto_tipo: 'main.tareasprint', objeto_id: tarea, accion: 'eliminar', cambios: [{ campo: 'descripcion', antes: 'primera', despues: null }] };
    },
  },
];

/** A catalogue's record renamed and removed (its declaration's writes). */
const catalogoWrites = (base: string, tipo: string): HistorialCase[] => {
  const nuevo = async (ctx: CaseContext) => (await ctx.call<{ id: number }>('POST', base, { nombre: unique('Catalogo ') })).body.id;
  return [
    {
      method: 'PATCH',
      route: `${base}{id}/`,
      setup: nuevo,
      async run(ctx, id) {
        const nombre = unique('Renombrado ');
        const res = await ctx.call('PATCH', `${base}${id as number}/`, { nombre });
        if (res.status !== 200) throw new Error(JSON.stringify(res.body));
        return { objeto_tipo: tipo, objeto_id: id as number, accion: 'modificar', cambios: [{ campo: 'nombre', despues: nombre }] };
      },
    },
    {
      method: 'DELETE',
      route: `${base}{id}/`,
      setup: nuevo,
      async run(ctx, id) {
        const res = await ctx.call('DELETE', `${base}${id as number}/`);
        if (res.status !== 204) throw new Error(JSON.stringify(res.body));
        return { objeto_tipo: tipo, objeto_id: id as number, accion: 'eliminar', cambios: [{ campo: 'nombre', despues: null }] };
      },
    },
  ];
};

const catalogo = (route: string, tipo: string): HistorialCase => ({
  method: 'POST',
  route,
  async run(ctx) {
    const nombre = unique('Catalogo ');
    const res = await ctx.call<{ id: number }>('POST', route, { nombre });
    return { objeto_tipo: tipo, objeto_id: res.body.id, accion: 'crear', cambios: [{ campo: 'nombre', antes: null, despues: nombre }] };
  },
});

export const MAIN_PUEBLO_CASES: HistorialCase[] = [
  {
    method: 'POST',
    route: '/api/main/sprints/',
    async run(ctx) {
      const s = await newSprint(ctx);
      return { objeto_tipo: 'main.sprint', objeto_id: s.id, accion: 'crear', cambios: [{ campo: 'tareas', antes: null, despues: ['primera'] }] };
    },
  },
  {
    method: 'POST',
    route: '/api/main/tareas/',
    setup: newSprint,
    async run(ctx, s) {
      const res = await ctx.call<{ id: number }>('POST', '/api/main/tareas/', { descripcion: 'otra tarea', sprint_id: (s as { id: number }).id });
      return { objeto_tipo: 'main.tareasprint', objeto_id: res.body.id, accion: 'crear', cambios: [{ campo: 'estado', despues: 'pendiente' }] };
    },
  },
  estado('/api/main/tareas/{id}/estado/'),
  estado('/api/tareas/{id}/estado/'),
  ...subproyectos(''),
  ...subproyectos('/api'),
  ...subproyectoRecords(''),
  ...subproyectoRecords('/api'),
  ...sprintRecords,
  {
    method: 'POST',
    route: '/api/pueblo/unidades/',
    async run(ctx) {
      const u = unique('N');
      const res = await ctx.call<{ id: number }>('POST', '/api/pueblo/unidades/', { nombre: `Unidad ${u}`, abreviatura: u });
      return { objeto_tipo: 'pueblo.unidadmedida', objeto_id: res.body.id, accion: 'crear', cambios: [{ campo: 'abreviatura', despues: u }] };
    },
  },
  {
    method: 'PATCH',
    route: '/api/pueblo/unidades/{id}/',
    setup: newUnidad,
    async run(ctx, id) {
      const nombre = unique('Renombrada ');
      const res = await ctx.call('PATCH', `/api/pueblo/unidades/${id as number}/`, { nombre });
      if (res.status !== 200) throw new Error(JSON.stringify(res.body));
      return { objeto_tipo: 'pueblo.unidadmedida', objeto_id: id as number, accion: 'modificar', cambios: [{ campo: 'nombre', despues: nombre }] };
    },
  },
  {
    method: 'DELETE',
    route: '/api/pueblo/unidades/{id}/',
    setup: newUnidad,
    async run(ctx, id) {
      const res = await ctx.call('DELETE', `/api/pueblo/unidades/${id as number}/`);
      if (res.status !== 204) throw new Error(JSON.stringify(res.body));
      return { objeto_tipo: 'pueblo.unidadmedida', objeto_id: id as number, accion: 'eliminar', cambios: [{ campo: 'variantes', antes: [], despues: null }] };
    },
  },
  {
    method: 'POST',
    route: '/api/pueblo/unidades/vincular-variante/',
    setup: newUnidad,
    async run(ctx, id) {
      const v = unique('V');
      const res = await ctx.call('POST', '/api/pueblo/unidades/vincular-variante/', { unidad_id: id, abreviatura_equivalente: v });
      if (res.status !== 201) throw new Error(JSON.stringify(res.body));
      return { objeto_tipo: 'pueblo.unidadmedida', objeto_id: id as number, accion: 'modificar', cambios: [{ campo: 'variantes', antes: [], despues: [v] }] };
    },
  },
  {
    method: 'PATCH',
    route: '/api/pueblo/variantes/{id}/',
    setup: newVariante,
    async run(ctx, p) {
      const { id, abreviatura } = p as Awaited<ReturnType<typeof newVariante>>;
      const nueva = unique('W');
      const res = await ctx.call('PATCH', `/api/pueblo/variantes/${id}/`, { abreviatura_equivalente: nueva });
      if (res.status !== 200) throw new Error(JSON.stringify(res.body));
      return { objeto_tipo: 'pueblo.unidadmedidavariante', objeto_id: id, accion: 'modificar', cambios: [{ campo: 'abreviatura_equivalente', antes: abreviatura, despues: nueva }] };
    },
  },
  {
    method: 'DELETE',
    route: '/api/pueblo/variantes/{id}/',
    setup: newVariante,
    async run(ctx, p) {
      const { id, abreviatura } = p as Awaited<ReturnType<typeof newVariante>>;
      const res = await ctx.call('DELETE', `/api/pueblo/variantes/${id}/`);
      if (res.status !== 204) throw new Error(JSON.stringify(res.body));
      return { objeto_tipo: 'pueblo.unidadmedidavariante', objeto_id: id, accion: 'eliminar', cambios: [{ campo: 'abreviatura_equivalente', antes: abreviatura, despues: null }] };
    },
  },
  catalogo('/api/pueblo/recursotipos/', 'pueblo.recursotipo'),
  catalogo('/api/pueblo/recursocategorias/', 'pueblo.recursocategoria'),
  catalogo('/api/terra/distribuidores/', 'terra.distribuidor'),
  ...catalogoWrites('/api/pueblo/recursotipos/', 'pueblo.recursotipo'),
  ...catalogoWrites('/api/pueblo/recursocategorias/', 'pueblo.recursocategoria'),
  ...catalogoWrites('/api/terra/distribuidores/', 'terra.distribuidor'),
];
