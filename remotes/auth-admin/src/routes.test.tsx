import { screen } from '@testing-library/react';
import AreaRoutes from './routes';
import { renderAt } from './test/render';

it('an unknown sub-path goes to the dashboard', () => {
  renderAt(<AreaRoutes />, '/auth/nada', '/auth/*', { '/user/dashboard': 'en /user/dashboard' });
  expect(screen.getByText('en /user/dashboard')).toBeTruthy();
});
