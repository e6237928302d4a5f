import { register, type RegisterRequest } from '@gestion/api';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PublicCard, SubmitButton } from './public-card';

export const REGISTER_OK = 'Registro exitoso. Revisa tu correo para activar la cuenta.';
export const REGISTER_FAILED = 'Error al registrar. Intenta con otros datos.';

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
    </PublicCard>
  );
}
