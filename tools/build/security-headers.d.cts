// Types of security-headers.cjs for the server's plugin that imports it.
export interface RuntimeConfig {
  apiBaseUrl?: unknown;
  remotes?: Record<string, unknown>;
}
export declare const COMMON_HEADERS: Readonly<Record<'X-Frame-Options' | 'X-Content-Type-Options' | 'Referrer-Policy', string>>;
export declare const DOCS_POLICY: string;
export declare const NO_PAGE_POLICY: string;
export declare function configOrigins(config: RuntimeConfig): { api: string[]; remotes: string[] };
export declare function pagePolicy(config: RuntimeConfig, options?: { dev?: boolean; self?: string }): string;
export declare function securityHeaders(policy: string): Record<string, string>;
