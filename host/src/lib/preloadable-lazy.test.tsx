import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createAreaLoader } from '../features/remotes/area-loader';
import { preloadableLazy } from './preloadable-lazy';

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

describe('preloadableLazy', () => {
  it('renders a module loaded ahead in the first pass, without its fallback', async () => {
    const factory = vi.fn(async () => ({ default: Screen }));
    const lazy = preloadableLazy(factory);
    await lazy.load();
    const fallback = renderCountingFallback(<lazy.Component />);
    expect(screen.getByRole('heading', { name: 'Pantalla' })).toBeTruthy();
    expect(fallback).not.toHaveBeenCalled();
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('suspends as React.lazy does while the module is on its way, and loads it once', async () => {
    let resolve!: (m: { default: typeof Screen }) => void;
    const factory = vi.fn(() => new Promise<{ default: typeof Screen }>((r) => (resolve = r)));
    const lazy = preloadableLazy(factory);
    void lazy.load();
    const fallback = renderCountingFallback(<lazy.Component />);
    expect(screen.getByText('cargando')).toBeTruthy();
    resolve({ default: Screen });
    expect(await screen.findByRole('heading', { name: 'Pantalla' })).toBeTruthy();
    expect(fallback).toHaveBeenCalled();
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed load', async () => {
    const factory = vi.fn().mockRejectedValueOnce(new Error('chunk')).mockResolvedValue({ default: Screen });
    const lazy = preloadableLazy(factory);
    await expect(lazy.load()).rejects.toThrow('chunk');
    await expect(lazy.load()).resolves.toEqual({ default: Screen });
    expect(factory).toHaveBeenCalledTimes(2);
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
