import { PageFrame } from '@gestion/ui';
import { Button, Steps } from 'antd';
import type { ComponentType } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
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
  if (index < 0) return <Navigate to={stepPath('seleccionar-archivo')} replace />;
  // A later step without what the earlier ones produced (a bookmark, a cleared storage) starts over.
  if (index > 0 && !state.archivo) return <Navigate to={stepPath('seleccionar-archivo')} replace />;
  if (index > 1 && !isComplete(state.columnasMapeadas)) return <Navigate to={stepPath('mapear-columnas')} replace />;
  const Screen = SCREENS[slug];

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
      <Screen key={slug} />
    </PageFrame>
  );
}
