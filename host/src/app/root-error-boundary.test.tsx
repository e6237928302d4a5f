import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROOT_ERROR_TITLE, RootErrorBoundary } from './root-error-boundary';

let broken = true;
function Fragile() {
  if (broken) throw new Error('falla de prueba');
  return <p>contenido</p>;
}

describe('RootErrorBoundary', () => {
  beforeEach(() => {
    broken = true;
    // React and the boundary log the caught error; the test is about what the page shows.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows a Spanish panel with Reintentar instead of a blank page, and Reintentar renders again', async () => {
    render(
      <RootErrorBoundary>
        <Fragile />
      </RootErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain(ROOT_ERROR_TITLE);
    expect(screen.queryByText('contenido')).toBeNull();

    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(screen.getByText('contenido')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the panel again when the retry fails too', async () => {
    render(
      <RootErrorBoundary>
        <Fragile />
      </RootErrorBoundary>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(screen.getByRole('alert').textContent).toContain(ROOT_ERROR_TITLE);
  });
});
