import { errorMessage, register, resendActivation, type RegisterRequest } from '@gestion/api';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PublicCard, SubmitButton } from './public-card';

export const REGISTER_OK = 'Registro exitoso. Revisa tu correo para activar la cuenta.';
export const REGISTER_FAILED = 'Error al registrar. Intenta con otros datos.';
export const RESEND_SUMMARY = '¿No te llegó el correo de activación?';
export const RESEND_FAILED = 'No se pudo pedir el enlace. Intenta de nuevo más tarde.';

const EMPTY: RegisterRequest = { username: '', email: '', telefono: '', rol: '', password: '' };

const FIELDS: { name: keyof RegisterRequest; label: string; type?: string; autoComplete?: string }[] = [
  { name: 'username', label: 'Usuario', autoComplete: 'username' },
  { name: 'email', label: 'Correo electrónico', type: 'email', autoComplete: 'email' },
  { name: 'telefono', label: 'Teléfono', type: 'tel', autoComplete: 'tel' },
  { name: 'rol', label: 'Rol' },
  { name: 'password', label: 'Contraseña', type: 'password', autoComplete: 'new-password' },
];

/** Self-registration (/register and /). Public pages stay light. */
export function RegisterPage() {
  const navigate = useNavigate();
  const [form, setForm] = useState<RegisterRequest>(EMPTY);
  const [working, setWorking] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setWorking(true);
    try {
      await register(form);
      window.alert(REGISTER_OK);
      navigate('/login');
    } catch {
      window.alert(REGISTER_FAILED);
      setWorking(false);
    }
  };

  return (
    <PublicCard title="Registrarse" light>
      <h2 className="pub-subtitle">Crear cuenta</h2>
      <form className="pub-form" onSubmit={onSubmit}>
        {FIELDS.map((f) => (
          <label className="pub-field" key={f.name}>
            <span>{f.label}</span>
            <input
              name={f.name}
              type={f.type ?? 'text'}
              autoComplete={f.autoComplete}
              required
              value={form[f.name]}
              onChange={(e) => setForm({ ...form, [f.name]: e.target.value })}
            />
          </label>
        ))}
        <SubmitButton working={working} label="Enviar registro" />
      </form>
      <p className="pub-foot">
        ¿Ya tienes cuenta? <Link to="/login">Iniciar sesión</Link>
      </p>
      <ResendActivation />
    </PublicCard>
  );
}

/**
 * A new activation link for a pending registration (the mail got lost, or its link expired). The
 * server answers the same whatever the email, so the page shows its answer as it comes.
 * `?reenviar` (the activation screen's link) opens it.
 */
function ResendActivation() {
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [working, setWorking] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setWorking(true);
    try {
      setAnswer((await resendActivation(email)).detail);
    } catch (err) {
      setAnswer(errorMessage(err, RESEND_FAILED));
    } finally {
      setWorking(false);
    }
  };

  return (
    <details className="pub-resend" open={params.has('reenviar')}>
      <summary>{RESEND_SUMMARY}</summary>
      <form className="pub-form" onSubmit={onSubmit}>
        <label className="pub-field">
          <span>Correo del registro</span>
          <input name="resend-email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <SubmitButton working={working} label="Reenviar enlace" />
        {answer && <p role="status">{answer}</p>}
      </form>
    </details>
  );
}
