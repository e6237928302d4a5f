// Types of skew-builds.mjs for the e2e spec that imports it.
export declare const NEXT: {
  apiDeployed: string;
  apiVersion: string;
  probe: string;
  terra: { path: string; label: string; heading: string };
  main: { path: string; label: string; heading: string };
};
export declare const NEXT_APPS: Record<'host' | 'terra' | 'main', string>;
export declare function buildNext(options?: { log?: (line: string) => void }): Promise<Record<'host' | 'terra' | 'main', string>>;
export declare function buildWithForgottenRange(): Promise<{ code: number | null; stderr: string }>;
