import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createAreaLoader } from '../features/remotes/area-loader';
import { settled } from './settled';

function Screen() {
  return <h1>Pantalla</h1>;
}

/** Renders `node` under a Suspense whose fallback counts its appearances. */
function renderCountingFallback(node: React.ReactNode) {
  const fallback = vi.fn(() => <p>cargando</p>);
  const Fallback = () => fallback();
  render(<Suspense fallback={<Fallback />}>{node}</Suspense>);
  return fallback;
}

describe('settled', () => {
  it('lets React.lazy render a module it already has in the first pass, without its fallback', () => {
    const Lazy = lazy(() => settled({ default: Screen }));
    const fallback = renderCountingFallback(<Lazy />);
    expect(screen.getByRole('heading', { name: 'Pantalla' })).toBeTruthy();
    expect(fallback).not.toHaveBeenCalled();
  });

  it('where a resolved Promise still shows the fallback first', async () => {
    const module = Promise.resolve({ default: Screen });
    await module;
    const Lazy = lazy(() => module);
    const fallback = renderCountingFallback(<Lazy />);
    expect(await screen.findByRole('heading', { name: 'Pantalla' })).toBeTruthy();
    expect(fallback).toHaveBeenCalled();
  });
});

describe('createAreaLoader with loaded screens', () => {
  it('renders a preloaded screen without the area spinner, and loads the others', async () => {
    const load = vi.fn(async () => ({ default: Screen }));
    const loader = createAreaLoader(load, (area, path) => (area === 'user' && path === '/user/dashboard' ? { default: Screen } : undefined));
    const Preloaded = loader.get('user', '/user/dashboard');
    const fallback = renderCountingFallback(<Preloaded />);
    expect(screen.getByRole('heading', { name: 'Pantalla' })).toBeTruthy();
    expect(fallback).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();

    const Other = loader.get('terra', '/terra/precios');
    render(<Suspense fallback={null}><Other /></Suspense>);
    await vi.waitFor(() => expect(load).toHaveBeenCalledWith('terra', '/terra/precios', false));
  });

  it('a retry after invalidate loads afresh even if a copy was loaded', async () => {
    const load = vi.fn(async () => ({ default: Screen }));
    const loader = createAreaLoader(load, () => ({ default: Screen }));
    loader.invalidate('user');
    const Again = loader.get('user', '/user/dashboard');
    render(<Suspense fallback={null}><Again /></Suspense>);
    await vi.waitFor(() => expect(load).toHaveBeenCalledWith('user', '/user/dashboard', true));
  });
});
