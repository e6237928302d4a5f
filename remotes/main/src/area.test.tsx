import { screen } from '@testing-library/react';
import { renderAt } from './test/render';

it('an unknown sub-path goes to the dashboard', () => {
  renderAt('/main/nada');
  expect(screen.getByTestId('location').textContent).toBe('/user/dashboard');
});
