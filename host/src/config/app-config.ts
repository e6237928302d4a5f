export interface AppConfig {
  apiBaseUrl: string;
  /** federation name → URL of its mf-manifest.json */
  remotes: Record<string, string>;
}

/** Revalidated every time (a deploy may move a remote): the server answers 304 when unchanged. */
export async function loadAppConfig(fetchImpl: typeof fetch = fetch): Promise<AppConfig> {
  const res = await fetchImpl('/config.json', { cache: 'no-cache' });
  if (!res.ok) throw new Error(`config.json: HTTP ${res.status}`);
  const raw = (await res.json()) as Partial<AppConfig>;
  return { apiBaseUrl: raw.apiBaseUrl ?? '', remotes: raw.remotes ?? {} };
}
