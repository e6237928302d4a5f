import { useSyncExternalStore } from 'react';

export type ToastType = 'success' | 'error' | 'info';

export interface ToastItem {
  id: number;
  type: ToastType;
  text: string;
  duration: number;
}

/** Rodox lists use 3000 ms; the login screen passes 4000. */
export const DEFAULT_TOAST_DURATION = 3000;

// A tiny own store instead of antd's message: toasts survive route changes, need no <App>
// context, and show the spec's colours (green, red, dark) in both themes.
let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit() {
  for (const l of listeners) l();
}

function dismiss(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  const before = items.length;
  items = items.filter((t) => t.id !== id);
  if (items.length !== before) emit();
}

function show(type: ToastType, text: string, duration = DEFAULT_TOAST_DURATION): number {
  const id = nextId++;
  items = [...items, { id, type, text, duration }];
  if (duration > 0) timers.set(id, setTimeout(() => dismiss(id), duration));
  emit();
  return id;
}

export const toast = {
  show,
  success: (text: string, duration?: number) => show('success', text, duration),
  error: (text: string, duration?: number) => show('error', text, duration),
  info: (text: string, duration?: number) => show('info', text, duration),
  dismiss,
  clear(): void {
    for (const t of timers.values()) clearTimeout(t);
    timers.clear();
    items = [];
    emit();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getItems: (): ToastItem[] => items,
};

const COLORS: Record<ToastType, { background: string; color: string }> = {
  success: { background: '#16a34a', color: '#ffffff' },
  error: { background: '#dc2626', color: '#ffffff' },
  info: { background: '#1f2937', color: '#f9fafb' },
};

/** Renders the toasts at the top right; mount it once (the host's signed-in layout). */
export function Toaster() {
  const list = useSyncExternalStore(toast.subscribe, toast.getItems, toast.getItems);
  if (list.length === 0) return null;
  return (
    <div
      className="gestion-toaster"
      style={{
        position: 'fixed',
        top: 16,
        right: 16,
        zIndex: 2000,
        display: 'flex',
        flexDirection: 'column',
        gap: 8,
        maxWidth: 'min(380px, calc(100vw - 32px))',
        pointerEvents: 'none',
      }}
    >
      {list.map((t) => (
        <div
          key={t.id}
          role={t.type === 'error' ? 'alert' : 'status'}
          data-type={t.type}
          onClick={() => dismiss(t.id)}
          style={{
            ...COLORS[t.type],
            padding: '10px 14px',
            borderRadius: 8,
            boxShadow: '0 6px 16px rgba(0,0,0,0.18)',
            fontSize: 14,
            lineHeight: 1.4,
            pointerEvents: 'auto',
            cursor: 'pointer',
            overflowWrap: 'anywhere',
          }}
        >
          {t.text}
        </div>
      ))}
    </div>
  );
}
