import { Alert, Button, Flex, Typography } from 'antd';

/** Recovery codes, shown once (at enrolment and when renewed): the server keeps only their hashes. */
export function CodigosRecuperacion({ titulo, codigos, onDone }: { titulo: string; codigos: string[]; onDone(): void }) {
  return (
    <Flex orientation="vertical" gap={12}>
      <Alert type="success" showIcon message={titulo} />
      <Typography.Paragraph>
        Guarda estos códigos de recuperación en un lugar seguro: cada uno sirve una sola vez para entrar sin el teléfono, y no se
        volverán a mostrar.
      </Typography.Paragraph>
      <ul aria-label="Códigos de recuperación" style={{ columns: 2, fontFamily: 'monospace', fontSize: 15 }}>
        {codigos.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <Button onClick={onDone} style={{ alignSelf: 'start' }}>
        Ya los guardé
      </Button>
    </Flex>
  );
}
