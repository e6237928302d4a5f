import { Button, Flex } from 'antd';
import { useNavigate } from 'react-router-dom';
import { stepPath, type StepSlug } from '../steps';

/** 'Anterior' and 'Continuar' under a step; Continuar waits for the step to be complete. */
export function StepNav({ back, next, canContinue, onContinue }: { back?: StepSlug; next: StepSlug; canContinue: boolean; onContinue?: () => void | Promise<void> }) {
  const navigate = useNavigate();
  return (
    <Flex justify="space-between" gap={8} wrap>
      {back ? <Button onClick={() => navigate(stepPath(back))}>Anterior</Button> : <span />}
      <Button
        type="primary"
        disabled={!canContinue}
        onClick={async () => {
          await onContinue?.();
          navigate(stepPath(next));
        }}
      >
        Continuar
      </Button>
    </Flex>
  );
}
