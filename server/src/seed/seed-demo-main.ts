import type { TareaEstado } from '@gestion/contract/main';
import type { Executor } from '../db/client.js';
import { sprints, subproyectos, tareasSprint, unidadesMedida, unidadesMedidaVariantes } from '../db/schema/index.js';

const DEMO = 'Datos de demostración.';

const SPRINTS: { nombre: string; descripcion: string; tareas: [string, TareaEstado][] }[] = [
  {
    nombre: 'terra - expectativas',
    descripcion: `Expectativas del subproyecto terra. ${DEMO}`,
    tareas: [
      ['Revisar la lista de precios del trimestre', 'pendiente'],
      ['Registrar los inmuebles de la cartera nueva', 'pendiente'],
      ['Importar precios de distribuidores', 'completada'],
    ],
  },
  {
    nombre: 'acmia - expectativas',
    descripcion: `Expectativas del subproyecto acmia. ${DEMO}`,
    tareas: [
      ['Preparar el calendario de declaraciones', 'pendiente'],
      ['Conciliar cuentas de clientes', 'completada'],
      ['Migrar expedientes antiguos', 'descartada'],
    ],
  },
  {
    nombre: 'Sprint de ejemplo',
    descripcion: `Un sprint creado con el formulario de texto. ${DEMO}`,
    tareas: [
      ['Definir el alcance', 'completada'],
      ['Escribir las pruebas', 'pendiente'],
    ],
  },
];

const SUBPROYECTOS = [
  { nombre: 'acmia', descripcion: `Tareas y expectativas de Acmia. ${DEMO}` },
  { nombre: 'terra', descripcion: `Precios, inmuebles y equipos de Terra. ${DEMO}` },
];

const UNIDADES: { nombre: string; abreviatura: string; variantes?: string[] }[] = [
  { nombre: 'Unidad', abreviatura: 'UND' },
  { nombre: 'Kilogramo', abreviatura: 'KG', variantes: ['KGS'] },
  { nombre: 'Litro', abreviatura: 'LT' },
  { nombre: 'Metro', abreviatura: 'M' },
  { nombre: 'Caja', abreviatura: 'CJ' },
  { nombre: 'Galón', abreviatura: 'GL' },
];

/**
 * Demo data of the Main area (sprints with tasks, sub-projects) and of the units of measure.
 * Idempotent: what exists (by its unique name or abbreviation) is left alone.
 */
export async function seedMainDemo(db: Executor): Promise<{ sprints: number; subproyectos: number; unidades: number }> {
  return db.transaction(async (tx) => {
    let sprintCount = 0;
    for (const s of SPRINTS) {
      const [created] = await tx
        .insert(sprints)
        .values({ nombre: s.nombre, descripcion: s.descripcion })
        .onConflictDoNothing()
        .returning({ id: sprints.id });
      if (!created) continue;
      sprintCount += 1;
      await tx.insert(tareasSprint).values(s.tareas.map(([descripcion, estado]) => ({ sprint_id: created.id, descripcion, estado })));
    }
    const subs = await tx.insert(subproyectos).values(SUBPROYECTOS).onConflictDoNothing().returning({ id: subproyectos.id });
    let unitCount = 0;
    for (const u of UNIDADES) {
      const [created] = await tx
        .insert(unidadesMedida)
        .values({ nombre: u.nombre, abreviatura: u.abreviatura })
        .onConflictDoNothing()
        .returning({ id: unidadesMedida.id });
      if (!created) continue;
      unitCount += 1;
      for (const abreviatura_equivalente of u.variantes ?? []) {
        await tx.insert(unidadesMedidaVariantes).values({ unidad_id: created.id, abreviatura_equivalente }).onConflictDoNothing();
      }
    }
    return { sprints: sprintCount, subproyectos: subs.length, unidades: unitCount };
  });
}

