/** Key prefixes of the catalogues the import wizard matches against. */
export const importacionKeys = {
  all: ['importacion'] as const,
  unidades: ['importacion', 'unidades-con-variantes'] as const,
  tipos: ['importacion', 'recursotipos'] as const,
  categorias: ['importacion', 'recursocategorias'] as const,
  distribuidores: ['importacion', 'distribuidores'] as const,
};
