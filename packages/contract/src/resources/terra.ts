// The Terra area's resources, declared once (see ../resource.ts).
import type { Inmueble } from '../terra.js';
import { defineResource } from '../resource.js';

export const INMUEBLE_RESOURCE = defineResource<Inmueble>()({
  app: 'terra',
  model: 'inmueble',
  url: '/api/terra/inmuebles/',
  plural: 'inmuebles',
  fileName: 'inmuebles',
  fields: {
    codigo: { label: 'Código', sorted: true, searched: true },
    tipo_inmueble: { label: 'Tipo', sorted: true },
    direccion: { label: 'Dirección', searched: true },
    sector: { label: 'Sector', searched: true },
    ciudad: { label: 'Ciudad', sorted: true, searched: true },
    provincia: { label: 'Provincia', sorted: true, searched: true },
    latitud: { label: 'Latitud', listed: false },
    longitud: { label: 'Longitud', listed: false },
    niveles: { label: 'Niveles' },
    habitaciones: { label: 'Habitaciones' },
    banos: { label: 'Baños' },
    parqueos: { label: 'Parqueos' },
    activo: { label: 'Estado', sorted: true, text: (i) => (i.activo ? 'Activo' : 'Inactivo') },
    id: { label: 'Id', listed: false, sorted: true },
  },
  defaultOrdering: 'codigo',
  filters: { tipo_inmueble: { label: 'Tipo' }, activo: { label: 'Activo' } },
});
