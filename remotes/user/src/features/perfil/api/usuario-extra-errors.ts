import { errorBody, errorStatus } from '@gestion/api';

const TOP_FIELDS = ['apodo', 'avatar', 'bio', 'profesiones'] as const;
const ROW_FIELDS = ['numero', 'tipo'] as const;

/** A path as antd's Form names a nested field: `['telefonos', 1, 'numero']`. */
export type ProfileFieldPath = [(typeof TOP_FIELDS)[number] | 'telefonos'] | ['telefonos', number, (typeof ROW_FIELDS)[number]];

export interface ProfileFieldError {
  name: ProfileFieldPath;
  errors: string[];
}

/** Every message inside a DRF error value, depth-first. */
function texts(value: unknown, depth = 0): string[] {
  if (typeof value === 'string') return value.trim() ? [value] : [];
  if (!value || typeof value !== 'object' || depth > 8) return [];
  return (Array.isArray(value) ? value : Object.values(value)).flatMap((v) => texts(v, depth + 1));
}

/** One phone row's errors: its fields', and anything else (non_field_errors) on its number. */
function rowErrors(index: number, value: unknown): ProfileFieldError[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    const t = texts(value);
    return t.length ? [{ name: ['telefonos', index, 'numero'], errors: t }] : [];
  }
  const row = value as Record<string, unknown>;
  const out: ProfileFieldError[] = [];
  for (const field of ROW_FIELDS) {
    const t = texts(row[field]);
    if (t.length) out.push({ name: ['telefonos', index, field], errors: t });
  }
  const other = Object.keys(row)
    .filter((k) => !(ROW_FIELDS as readonly string[]).includes(k))
    .flatMap((k) => texts(row[k]));
  if (other.length) out.push({ name: ['telefonos', index, 'numero'], errors: other });
  return out;
}

/**
 * Where each message of a 400 to PUT /api/usuario-extra/{id}/ belongs on the profile form. Phone
 * errors come as DRF nests a list's: one entry per phone (`[{}, {"numero": ["…"]}]`), a dict by
 * index (`{"1": {"numero": ["…"]}}`), or messages about the list as a whole (`["…"]`), which go
 * on the list itself. Empty for anything that is not such an answer.
 */
export function usuarioExtraFieldErrors(err: unknown): ProfileFieldError[] {
  if (errorStatus(err) !== 400) return [];
  const data = errorBody(err);
  if (!data || typeof data !== 'object' || Array.isArray(data)) return [];
  const body = data as Record<string, unknown>;
  const out: ProfileFieldError[] = [];
  for (const field of TOP_FIELDS) {
    const t = Object.hasOwn(body, field) ? texts(body[field]) : [];
    if (t.length) out.push({ name: [field], errors: t });
  }
  const telefonos = Object.hasOwn(body, 'telefonos') ? body.telefonos : undefined;
  const whole: string[] = [];
  if (Array.isArray(telefonos)) {
    telefonos.forEach((v, i) => {
      if (typeof v === 'string') whole.push(...texts(v));
      else out.push(...rowErrors(i, v));
    });
  } else if (telefonos && typeof telefonos === 'object') {
    for (const [k, v] of Object.entries(telefonos)) {
      if (/^\d+$/.test(k)) out.push(...rowErrors(Number(k), v));
      else whole.push(...texts(v));
    }
  } else {
    whole.push(...texts(telefonos));
  }
  if (whole.length) out.push({ name: ['telefonos'], errors: whole });
  return out;
}
