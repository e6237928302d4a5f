import { PageFrame } from '@gestion/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Steps } from 'antd';
import { Activity, useEffect, useState, type ComponentType, type ReactElement } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { unidadesConVariantesQueryOptions } from '../../../api/get-unidades-con-variantes';
import { distribuidoresQueryOptions } from '../api/get-distribuidores';
import { recursoCategoriasQueryOptions } from '../api/get-recurso-categorias';
import { recursoTiposQueryOptions } from '../api/get-recurso-tipos';
import { isComplete } from '../lib/columns';
import { useWizardState, wizardStore } from '../lib/wizard-state';
import { BASE_PATH, stepPath, STEPS, type StepSlug } from '../steps';
import { StepArchivo } from './step-archivo';
import { StepColumnas } from './step-columnas';
import { StepFinalizar } from './step-finalizar';
import { StepCategorias, StepDistribuidores, StepTipos, StepUnidades } from './step-valores';

const SCREENS: Record<StepSlug, ComponentType> = {
  'seleccionar-archivo': StepArchivo,
  'mapear-columnas': StepColumnas,
  'normalizar-unidades': StepUnidades,
  'normalizar-tipos': StepTipos,
  'normalizar-categorias': StepCategorias,
  'normalizar-distribuidores': StepDistribuidores,
  'finalizar-importacion': StepFinalizar,
};

/** /terra/importar-precios and its seven steps: the step comes from the path, the state from local storage. */
export default function ImportarPreciosPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const state = useWizardState();
  const slug = pathname.replace(/\/+$/, '').slice(BASE_PATH.length + 1) as StepSlug;
  const index = STEPS.findIndex((s) => s.slug === slug);
  const client = useQueryClient();
  // The catalogues of steps 3 to 6, asked for once the file is read: a step whose catalogue is
  // still on its way mounts a skeleton and swaps it for its table when the answer comes, a
  // second render that React Query's store makes synchronous (one unsliced main-thread task per
  // step). Already cached, the table mounts in the navigation's own render.
  const conArchivo = index > 0 && state.archivo !== null;
  useEffect(() => {
    if (!conArchivo) return;
    // a failure is shown by the step itself, which asks again
    void client.prefetchQuery(unidadesConVariantesQueryOptions());
    void client.prefetchQuery(recursoTiposQueryOptions());
    void client.prefetchQuery(recursoCategoriasQueryOptions());
    void client.prefetchQuery(distribuidoresQueryOptions());
  }, [client, conArchivo]);
  if (index < 0) return <Navigate to={stepPath('seleccionar-archivo')} replace />;
  // A later step without what the earlier ones produced (a bookmark, a cleared storage) starts over.
  if (index > 0 && !state.archivo) return <Navigate to={stepPath('seleccionar-archivo')} replace />;
  if (index > 1 && !isComplete(state.columnasMapeadas)) return <Navigate to={stepPath('mapear-columnas')} replace />;

  const reiniciar = async () => {
    await wizardStore.reset();
    navigate(stepPath('seleccionar-archivo'));
  };

  return (
    <PageFrame
      title="Importar Precios"
      extra={
        <Button danger onClick={() => void reiniciar()}>
          Reiniciar
        </Button>
      }
    >
      <Steps
        size="small"
        current={index}
        items={STEPS.map((s, i) => ({ title: `${i + 1}. ${s.title}` }))}
        responsive
        style={{ overflowX: 'auto' }}
      />
      <StepScreens slug={slug} />
    </PageFrame>
  );
}

interface Shown {
  slug: StepSlug;
  /** a new key per visit: a step shown again mounts afresh, as it always did */
  key: number;
  /** made once per visit, so the render that drops the previous step leaves this one alone */
  screen: ReactElement;
}

function shownStep(slug: StepSlug, key: number): Shown {
  const Screen = SCREENS[slug];
  return { slug, key, screen: <Screen /> };
}

/**
 * The step on screen and, for one task, the step before it, hidden. Each step mounts antd tables,
 * selects and tags; antd computes a component's styles again when its last instance unmounts
 * and a new one mounts, which swapping the screens in one commit always caused (the
 * longest main-thread tasks of the wizard, measured by bench/terra-wizard.mjs). The previous
 * step stays mounted, hidden, while the next one mounts, keeping those styles, and is unmounted
 * in a task of its own after it.
 *
 * That task is a plain update, not a transition: React renders pending transitions together, so
 * one held back elsewhere (a navigation, an action) can hold this one too. In an e2e run on a slow
 * machine the hidden step stayed mounted for minutes while it was a transition, and the test's
 * click waited on its hidden Continuar; the hold-up was not reproduced in a unit test.
 */
function StepScreens({ slug }: { slug: StepSlug }) {
  const [shown, setShown] = useState<{ current: Shown; previous: Shown | null }>(() => ({ current: shownStep(slug, 0), previous: null }));
  let { current, previous } = shown;
  if (current.slug !== slug) {
    // adjusting state while rendering (React's documented pattern): the step changed with the URL
    previous = current;
    current = shownStep(slug, current.key + 1);
    setShown({ current, previous });
  }
  useEffect(() => {
    if (!previous) return;
    const timer = setTimeout(() => setShown((s) => (s.previous ? { current: s.current, previous: null } : s)));
    return () => clearTimeout(timer);
  }, [previous]);
  return [previous, current].map(
    (s) =>
      s && (
        <Activity key={s.key} mode={s === current ? 'visible' : 'hidden'}>
          {s.screen}
        </Activity>
      ),
  );
}
