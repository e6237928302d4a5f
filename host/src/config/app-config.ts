export interface AppConfig {
  apiBaseUrl: string;
  /** federation name → URL of its mf-manifest.json */
  remotes: Record<string, string>;
}

/** The page's inline copy of the config (scripts/serve-static.mjs writes it into index.html). */
export const CONFIG_ELEMENT_ID = 'gestion-config';

function normalize(raw: Partial<AppConfig>): AppConfig {
  return { apiBaseUrl: raw.apiBaseUrl ?? '', remotes: raw.remotes ?? {} };
}

/** The config the page carries, or null (the development servers serve the page as built). */
function inlineConfig(doc: Document): AppConfig | null {
  const text = doc.getElementById(CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return normalize(JSON.parse(text) as Partial<AppConfig>);
  } catch {
    return null;
  }
}

/**
 * The page's own copy when it has one (no round trip before the app starts); else /config.json,
 * revalidated every time (a deploy may move a remote): the server answers 304 when unchanged.
 */
export async function loadAppConfig(fetchImpl: typeof fetch = fetch, doc: Document = document): Promise<AppConfig> {
  const inline = inlineConfig(doc);
  if (inline) return inline;
  const res = await fetchImpl('/config.json', { cache: 'no-cache' });
  if (!res.ok) throw new Error(`config.json: HTTP ${res.status}`);
  return normalize((await res.json()) as Partial<AppConfig>);
}
