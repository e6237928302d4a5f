import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast, Toaster } from './toast';

describe('toast', () => {
  // The store is the module's, and the package's files share their modules (tools/vitest/isolation.mjs, `isolate: false`):
  // a toast another file's last request raised after its own cleanup would otherwise show here too.
  beforeEach(() => {
    vi.useFakeTimers();
    act(() => toast.clear());
  });
  afterEach(() => {
    act(() => toast.clear());
    vi.useRealTimers();
  });

  it('shows success in green and hides it after 3000 ms by default', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Jornada creada');
    });
    const el = screen.getByRole('status');
    expect(el.textContent).toBe('Jornada creada');
    expect(el.getAttribute('data-type')).toBe('success');
    expect(el.style.background).toMatch(/16a34a|22, 163, 74/);
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByText('Jornada creada')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Jornada creada')).toBeNull();
  });

  it('honours a custom duration (login: 4000 ms) and uses red alerts for errors', () => {
    render(<Toaster />);
    act(() => {
      toast.error('Credenciales incorrectas.', 4000);
      toast.info('Info');
    });
    expect(screen.getByRole('alert').textContent).toBe('Credenciales incorrectas.');
    expect(screen.getByRole('alert').style.background).toMatch(/dc2626|220, 38, 38/);
    act(() => vi.advanceTimersByTime(3500));
    expect(screen.queryByText('Info')).toBeNull();
    expect(screen.queryByText('Credenciales incorrectas.')).not.toBeNull();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sits at the top right', () => {
    render(<Toaster />);
    act(() => {
      toast.info('Hola');
    });
    const box = document.querySelector<HTMLElement>('.gestion-toaster')!;
    expect(box.style.position).toBe('fixed');
    expect(box.style.top).toBe('16px');
    expect(box.style.right).toBe('16px');
  });
});
