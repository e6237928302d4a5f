import { describe, expect, it } from 'vitest';
import { CONFIG_DEMO, CONTEXTO_DEMO, generarSorteosDemo } from './demo-sorteos.js';
import { proyectarJornada } from './jornada.js';
import { proyectar } from './proyeccion.js';
import type { MetricaConfig } from './types.js';

const historia = generarSorteosDemo({ total: 200 });
const configs = [
  { id: 10, ...CONFIG_DEMO },
  { id: 11, tipo: 'recencial', parametros: { ventana: 30, magnitud: 12 } },
  { id: 12, tipo: 'pasal', parametros: { ventana: 40, magnitud: 4 } },
] satisfies ({ id: number } & MetricaConfig)[];

describe('proyectarJornada', () => {
  it('projects every configuration, ranks niveles and makes the selections with their counts', () => {
    const jornada = proyectarJornada(historia, CONTEXTO_DEMO, configs, 201);
    expect(jornada.map((p) => p.config_id)).toEqual([10, 11, 12]);
    for (const [i, p] of jornada.entries()) {
      expect(p).toMatchObject(proyectar(historia, CONTEXTO_DEMO, configs[i]!, 201));
    }
    const mejor = Math.max(...jornada.map((p) => p.indice));
    expect(jornada.find((p) => p.nivel === 1)!.indice).toBe(mejor);
    // magnitud 4 < cantidad 6: no selections from that projection.
    expect(jornada[2]!.selecciones).toEqual([]);
    const seleccion = jornada[0]!.selecciones[0]!;
    expect(seleccion).toMatchObject({ sonador_sigla: 'A', ordinal: 1, kandidatura: 201, numeros_comunes_cantidad: null });
    const previo = new Set(historia[199]!.numeros_lista);
    expect(seleccion.comunes_a01_cantidad).toBe(seleccion.numeros_lista.filter((n) => previo.has(n)).length);
    expect(seleccion.pares_cantidad + seleccion.impares_cantidad).toBe(6);
  });

  it('counts numbers shared with draw kandidatura once it exists, reading only the draws before it', () => {
    const antes = proyectarJornada(historia, CONTEXTO_DEMO, configs, 150);
    const conSorteo = antes[0]!.selecciones.map((s) => s.numeros_comunes_cantidad);
    expect(conSorteo.every((n) => typeof n === 'number')).toBe(true);
    const soloPrevios = proyectarJornada(historia.slice(0, 149), CONTEXTO_DEMO, configs, 150);
    expect(soloPrevios.map((p) => p.indice)).toEqual(antes.map((p) => p.indice));
    expect(soloPrevios[0]!.selecciones.map((s) => s.numeros_lista)).toEqual(antes[0]!.selecciones.map((s) => s.numeros_lista));
  });
});
