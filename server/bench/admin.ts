// The bootstrap's superuser: given no password, it gets a temporary one that must be changed
// before any other call answers (403), so every in-process bench bootstraps it with this one.
export const BENCH_ADMIN_PASSWORD = 'Bench-admin-2025!';
