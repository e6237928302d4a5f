import { useEffect, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from './icons';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface MenuDrawerProps {
  open: boolean;
  onClose(): void;
  title: string;
  /** The layout's theme variables: the panel is rendered in document.body, outside the layout. */
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * The sidebar as a modal panel from the left on small screens: a plain dialog (no antd Drawer, so
 * the layout stays light). Escape or the mask close it; focus goes in on opening, stays inside
 * (Tab wraps) and returns to what opened it.
 */
export function MenuDrawer({ open, onClose, title, style, children }: MenuDrawerProps) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
    } else if (e.key === 'Tab') {
      const items = [...(panel.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
      const first = items[0];
      const last = items[items.length - 1];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last?.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first?.focus();
      }
    }
  };
  return createPortal(
    <div className="shell-drawer-root" style={style} onKeyDown={onKeyDown}>
      <div className="shell-drawer-mask" onClick={onClose} aria-hidden="true" />
      <div ref={panel} className="shell-drawer" role="dialog" aria-modal="true" aria-labelledby="shell-drawer-title">
        <div className="shell-drawer-header">
          <button type="button" className="shell-btn shell-btn--text shell-btn--icon" aria-label="Cerrar" onClick={onClose}>
            <CloseIcon />
          </button>
          <span id="shell-drawer-title" className="shell-drawer-title">
            {title}
          </span>
        </div>
        <div className="shell-drawer-body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
