import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import TerraRoutes from './routes';

function Where() {
  return <p>en {useLocation().pathname}</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/terra/*" element={<TerraRoutes />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('terra routes', () => {
  it.each([
    ['/terra/checkgrafia/create', 'Crear Checkgrafía'],
    ['/terra/informe/create', 'Crear Informe de Tasación'],
  ])('%s shows its heading', (path, heading) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });

  it('an unknown sub-path goes to the dashboard', () => {
    renderAt('/terra/nada');
    expect(screen.getByText('en /user/dashboard')).toBeTruthy();
  });
});
