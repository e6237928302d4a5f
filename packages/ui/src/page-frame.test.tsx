import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageFrame } from './page-frame';

describe('PageFrame', () => {
  it('renders the title as the page heading, the actions and the content', () => {
    render(
      <PageFrame title="Jornadas" extra={<button>+ Crear</button>}>
        <p>contenido</p>
      </PageFrame>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Jornadas' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '+ Crear' })).toBeTruthy();
    expect(screen.getByText('contenido')).toBeTruthy();
  });
});
