import type { InputHTMLAttributes, ReactNode } from 'react';
import { BrandMark } from './brand-mark';
import './public.css';

/** The frame the public forms share: plain CSS, never antd (the /login budget). */
export function PublicCard({ title, light, toast, children }: { title: string; light?: boolean; toast?: ReactNode; children: ReactNode }) {
  return (
    <main className={light ? 'pub pub--light' : 'pub'}>
      {toast}
      <div className="pub-card">
        <div className="pub-brand">
          <BrandMark size={48} />
        </div>
        <h1 className="pub-title">{title}</h1>
        {children}
      </div>
    </main>
  );
}

export function SubmitButton({ working, label }: { working: boolean; label: string }) {
  return (
    <button className="pub-button" type="submit" disabled={working}>
      {working ? 'Procesando...' : label}
    </button>
  );
}

/** A labelled input of the public pages: `onValue` receives the text as typed. */
export function PublicField({
  label,
  onValue,
  ...input
}: { label: string; onValue: (value: string) => void } & Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'>) {
  return (
    <label className="pub-field">
      <span>{label}</span>
      <input {...input} onChange={(e) => onValue(e.target.value)} />
    </label>
  );
}
