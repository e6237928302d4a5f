export function filesThatMock(root: string): string[];
export function isolationProjects(root?: string): Record<string, unknown>[];
