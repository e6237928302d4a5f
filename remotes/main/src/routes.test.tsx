import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import AreaRoutes from './routes';

function Where() {
  return <p>en {useLocation().pathname}</p>;
}

it('an unknown sub-path goes to the dashboard', () => {
  render(
    <MemoryRouter initialEntries={['/main/nada']}>
      <Routes>
        <Route path="/main/*" element={<AreaRoutes />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  expect(screen.getByText('en /user/dashboard')).toBeTruthy();
});
