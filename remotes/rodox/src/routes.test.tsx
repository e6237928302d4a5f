import { screen } from '@testing-library/react';
import { renderAt } from './test/render';

it('an unknown sub-path goes to the dashboard', () => {
  renderAt('/rodox/nada', { '/user/dashboard': 'en /user/dashboard' });
  expect(screen.getByText('en /user/dashboard')).toBeTruthy();
});
