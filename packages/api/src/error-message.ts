import axios from 'axios';

/**
 * The server's `detail`, else the first field error, else the error's message, else `fallback`.
 * axios's own messages ('Request failed with status code 500', 'Network Error') are English
 * plumbing, not a message for a person: the screen's Spanish fallback is shown instead.
 */
export function errorMessage(err: unknown, fallback: string): string {
  if (axios.isAxiosError(err)) {
    const data: unknown = err.response?.data;
    if (typeof data === 'string' && data.trim() && !data.trimStart().startsWith('<')) return data;
    if (data && typeof data === 'object') {
      const detail = (data as { detail?: unknown }).detail;
      if (typeof detail === 'string' && detail) return detail;
      for (const value of Object.values(data as Record<string, unknown>)) {
        if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
        if (typeof value === 'string' && value) return value;
      }
    }
    return fallback;
  }
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
