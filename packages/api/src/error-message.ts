import axios from 'axios';

/** Deeper than any error body the server sends; a guard, not a limit anyone reaches. */
const MAX_DEPTH = 16;

/**
 * The first message inside a field error value, depth-first. Field errors nest as DRF nests
 * them: `["texto"]`, a list of objects `[{}, {"descripcion": ["texto"]}]`, a dict by index
 * (`{"1": ["texto"]}`) or by sub-field (`{"calle": ["texto"]}`).
 */
export function firstErrorText(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'string') return value.trim() ? value : undefined;
  if (!value || typeof value !== 'object' || depth > MAX_DEPTH) return undefined;
  for (const item of Array.isArray(value) ? value : Object.values(value)) {
    const text = firstErrorText(item, depth + 1);
    if (text !== undefined) return text;
  }
  return undefined;
}

/** Every message inside a field error value, depth-first (for a form field: never an object). */
function allErrorTexts(value: unknown, out: string[], depth = 0): string[] {
  if (typeof value === 'string') {
    if (value.trim()) out.push(value);
  } else if (value && typeof value === 'object' && depth <= MAX_DEPTH) {
    for (const item of Array.isArray(value) ? value : Object.values(value)) allErrorTexts(item, out, depth + 1);
  }
  return out;
}

/**
 * The messages of one field of a 400's field errors, nested ones included, to show under that
 * field of a form; undefined when the answer has none for it.
 */
export function fieldErrorMessages(err: unknown, field: string): string[] | undefined {
  if (!axios.isAxiosError(err)) return undefined;
  const data: unknown = err.response?.data;
  if (!data || typeof data !== 'object' || Array.isArray(data) || !Object.prototype.hasOwnProperty.call(data, field)) return undefined;
  const messages = allErrorTexts((data as Record<string, unknown>)[field], []);
  return messages.length ? messages : undefined;
}

/**
 * The server's errors of `fields`, as antd's `form.setFields` takes them (`[{ name, errors }]`):
 * the fields the server named, each with its messages; an empty list when it named none.
 */
export function formFieldErrors<N extends string>(err: unknown, fields: readonly N[]): { name: N; errors: string[] }[] {
  return fields.flatMap((name) => {
    const errors = fieldErrorMessages(err, name);
    return errors ? [{ name, errors }] : [];
  });
}

/**
 * What the server said about a failed call: its `detail`, else the first field error (nested
 * ones too: depth-first, the first text found), else a plain-text body; undefined when the
 * failure is not an answer of the server or the answer says nothing (an HTML error page).
 */
export function serverReason(err: unknown): string | undefined {
  if (!axios.isAxiosError(err)) return undefined;
  const data: unknown = err.response?.data;
  if (typeof data === 'string') return data.trim() && !data.trimStart().startsWith('<') ? data : undefined;
  if (!data || typeof data !== 'object') return undefined;
  const detail = (data as { detail?: unknown }).detail;
  if (typeof detail === 'string' && detail) return detail;
  return firstErrorText(data);
}

/**
 * The one error-to-text helper of the apps: the server's reason, else (for an error that is not
 * an HTTP failure) its message, else `fallback`. axios's own messages ('Request failed with
 * status code 500', 'Network Error') are English plumbing, not a message for a person: the
 * screen's Spanish fallback is shown instead.
 */
export function errorMessage(err: unknown, fallback: string): string {
  if (axios.isAxiosError(err)) return serverReason(err) ?? fallback;
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}

/** The `detail` text of an error response, if any (the login screen maps it to its own texts). */
export function errorDetail(err: unknown): string | undefined {
  if (!axios.isAxiosError(err)) return undefined;
  const detail = (err.response?.data as { detail?: unknown } | undefined)?.detail;
  return typeof detail === 'string' ? detail : undefined;
}

export function errorStatus(err: unknown): number | undefined {
  return axios.isAxiosError(err) ? err.response?.status : undefined;
}

/** The body of the server's answer to a failed call (a field-error shape a screen reads itself); undefined without an answer. */
export function errorBody(err: unknown): unknown {
  return axios.isAxiosError(err) ? err.response?.data : undefined;
}

/**
 * A screen's own failure text (the spec's, kept to the letter) followed by the server's reason
 * when it refused the request (4xx): a refusal (403) must say why, not just that it failed. A 5xx
 * says nothing the person can act on.
 */
export function withServerReason(text: string, err: unknown): string {
  const status = errorStatus(err);
  const reason = status !== undefined && status < 500 ? serverReason(err) : undefined;
  return reason ? `${text}. Motivo: ${reason}` : text;
}
