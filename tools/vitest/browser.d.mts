export function browserTest(extra?: Record<string, unknown> & { setupFiles?: string[] }): Record<string, unknown>;
