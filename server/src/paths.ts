import { fileURLToPath } from 'node:url';

// This file sits directly in src/ (and in dist/ once built), so the package root is one level up
// in both cases: files that are not compiled (migrations, resources) are found from there.
export const PACKAGE_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));
export const RESOURCES_DIR = fileURLToPath(new URL('../resources', import.meta.url));
