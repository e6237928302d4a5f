export type PlainToastType = 'success' | 'error' | 'info';

export interface PlainToastData {
  type: PlainToastType;
  text: string;
}

/** The public pages' toast (top right). Its lifetime is the caller's state. */
export function PlainToast({ toast }: { toast: PlainToastData | null }) {
  if (!toast) return null;
  return (
    <div className={`pub-toast pub-toast--${toast.type}`} role={toast.type === 'error' ? 'alert' : 'status'}>
      {toast.text}
    </div>
  );
}
