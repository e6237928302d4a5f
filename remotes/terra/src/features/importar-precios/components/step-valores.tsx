import { useUnidadesConVariantes } from '../../../api/get-unidades-con-variantes';
import { importacionKeys } from '../../../api/importacion-keys';
import { createRecursoCategoria } from '../api/create-recurso-categoria';
import { useDistribuidores } from '../api/get-distribuidores';
import { useRecursoCategorias } from '../api/get-recurso-categorias';
import { useRecursoTipos } from '../api/get-recurso-tipos';
import { vincularVariante } from '../api/vincular-variante';
import type { CatalogoItem } from '@gestion/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Modal } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { headersKey } from '../lib/columns';
import { unitIndex } from '../../../lib/unidades';
import { autoMatch, nameIndex, nuevoId } from '../lib/matching';
import { readPlantilla, rememberPlantilla } from '../lib/plantillas';
import type { LocalId } from '../lib/validation';
import { useWizardState, wizardStore, type ImportacionState, type NuevoRegistro } from '../lib/wizard-state';
import type { StepSlug } from '../steps';
import { ValueMatchStep } from './value-match-step';

type MatchField = 'vinculosUnidades' | 'mapeoTipos' | 'mapeoCategorias' | 'mapeoDistribuidores';
type PlantillaField = 'unidades' | 'tipos' | 'categorias' | 'distribuidores';

const sameMatches = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);

const useNameIndex = (items: readonly CatalogoItem[] | undefined) => useMemo(() => (items ? nameIndex(items) : null), [items]);

/** Fills the automatic (and remembered) matches of a step once its catalogue has loaded. */
function useAutoMatch(values: readonly string[], field: MatchField, plantilla: PlantillaField, index: Map<string, number> | null, nuevos: readonly NuevoRegistro[] = []) {
  const state = useWizardState();
  useEffect(() => {
    if (!index || !state.archivo) return;
    const known = new Set(index.values());
    const current = state[field] as Record<string, LocalId>;
    const remembered = readPlantilla(headersKey(state.archivo.encabezados))?.[plantilla] ?? {};
    const next = autoMatch<LocalId>(values, index, current, remembered, (id) =>
      typeof id === 'number' ? known.has(id) : nuevos.some((n) => n.id === id),
    );
    if (!sameMatches(next, current)) wizardStore.update({ [field]: next } as Partial<ImportacionState>);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the catalogue (index) arrives or changes
  }, [index]);
}

const remember = (plantilla: PlantillaField, matches: Record<string, unknown>) => {
  const { archivo } = wizardStore.get();
  if (archivo) rememberPlantilla(headersKey(archivo.encabezados), { [plantilla]: matches });
};

const link = (field: MatchField, value: string, id: LocalId) => {
  const current = wizardStore.get()[field] as Record<string, LocalId>;
  wizardStore.update({ [field]: { ...current, [value]: id } } as Partial<ImportacionState>);
};

const catalogOptions = (items: readonly CatalogoItem[] = [], nuevos: readonly NuevoRegistro[] = []) => [
  ...items.map((i) => ({ value: i.id as LocalId, label: i.nombre })),
  ...nuevos.map((n) => ({ value: n.id as LocalId, label: `${n.nombre} (nuevo)` })),
];

/** Step 3: units, matched by name, abbreviation or variant; a manual link is also saved as a variant. */
export function StepUnidades() {
  const { unidades: values, vinculosUnidades } = useWizardState();
  const query = useUnidadesConVariantes();
  const [creating, setCreating] = useState<string | null>(null);
  const index = useMemo(() => (query.data ? unitIndex(query.data) : null), [query.data]);
  useAutoMatch(values, 'vinculosUnidades', 'unidades', index);
  return (
    <>
      <ValueMatchStep
        noun="unidad"
        values={values}
        matches={vinculosUnidades}
        options={(query.data ?? []).map((u) => ({ value: u.id, label: `${u.nombre} (${u.abreviatura})` }))}
        loading={query.isPending}
        error={query.error}
        onLink={(value, id) => {
          link('vinculosUnidades', value, id);
          // the next file with this text matches by itself, for everyone; a failure changes nothing here
          if (typeof id === 'number') void vincularVariante({ unidad_id: id, abreviatura_equivalente: value }).catch(() => undefined);
        }}
        onCreate={setCreating}
        back="mapear-columnas"
        next="normalizar-tipos"
        onContinue={() => remember('unidades', wizardStore.get().vinculosUnidades)}
      />
      {/* The spec shows this dialog with a title and a close control only. */}
      <Modal title="Crear unidad" open={creating !== null} footer={null} onCancel={() => setCreating(null)} />
    </>
  );
}

/** Steps 4 and 6: types and distributors, linked or created locally ('nuevo-…') until the final step. */
function useLocalCreateStep(kind: 'tipos' | 'distribuidores') {
  const state = useWizardState();
  const field: MatchField = kind === 'tipos' ? 'mapeoTipos' : 'mapeoDistribuidores';
  const nuevosField = kind === 'tipos' ? 'nuevosTipos' : 'nuevosDistribuidores';
  const nuevos = state[nuevosField];
  const create = (value: string) => {
    const id = nuevoId(value);
    if (!nuevos.some((n) => n.id === id)) wizardStore.update({ [nuevosField]: [...nuevos, { id, nombre: value }] } as Partial<ImportacionState>);
    link(field, value, id);
  };
  return { values: state[kind], matches: state[field] as Record<string, LocalId>, nuevos, create, field };
}

/** The two steps that create locally, differing only in their catalogue, noun and neighbours. */
function LocalCreateStep({
  kind,
  query,
  noun,
  back,
  next,
}: {
  kind: 'tipos' | 'distribuidores';
  query: { data?: CatalogoItem[]; isPending: boolean; error: unknown };
  noun: string;
  back: StepSlug;
  next: StepSlug;
}) {
  const step = useLocalCreateStep(kind);
  const index = useNameIndex(query.data);
  useAutoMatch(step.values, step.field, kind, index, step.nuevos);
  return (
    <ValueMatchStep
      noun={noun}
      values={step.values}
      matches={step.matches}
      options={catalogOptions(query.data, step.nuevos)}
      loading={query.isPending}
      error={query.error}
      onLink={(value, id) => link(step.field, value, id)}
      onCreate={step.create}
      back={back}
      next={next}
      onContinue={() => remember(kind, wizardStore.get()[step.field] as Record<string, LocalId>)}
    />
  );
}

export function StepTipos() {
  return <LocalCreateStep kind="tipos" query={useRecursoTipos()} noun="tipo" back="normalizar-unidades" next="normalizar-categorias" />;
}

/** Step 5: categories; 'Crear' creates one on the server at once. */
export function StepCategorias() {
  const { categorias: values, mapeoCategorias } = useWizardState();
  const query = useRecursoCategorias();
  const client = useQueryClient();
  const [creating, setCreating] = useState<string | null>(null);
  const index = useNameIndex(query.data);
  useAutoMatch(values, 'mapeoCategorias', 'categorias', index);
  const create = async (value: string) => {
    setCreating(value);
    try {
      const categoria = await createRecursoCategoria({ nombre: value });
      client.setQueryData<CatalogoItem[]>(importacionKeys.categorias, (list = []) =>
        list.some((c) => c.id === categoria.id) ? list : [...list, categoria].sort((a, b) => a.nombre.localeCompare(b.nombre, 'es')),
      );
      link('mapeoCategorias', value, categoria.id);
    } catch {
      window.alert('Error al crear la categoría en el backend');
    } finally {
      setCreating(null);
    }
  };
  return (
    <ValueMatchStep
      noun="categoría"
      values={values}
      matches={mapeoCategorias}
      options={catalogOptions(query.data)}
      loading={query.isPending}
      error={query.error}
      onLink={(value, id) => link('mapeoCategorias', value, id)}
      onCreate={(value) => void create(value)}
      creating={creating}
      back="normalizar-tipos"
      next="normalizar-distribuidores"
      onContinue={() => remember('categorias', wizardStore.get().mapeoCategorias)}
    />
  );
}

export function StepDistribuidores() {
  return <LocalCreateStep kind="distribuidores" query={useDistribuidores()} noun="distribuidor" back="normalizar-categorias" next="finalizar-importacion" />;
}
