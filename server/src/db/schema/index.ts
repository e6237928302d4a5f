// The one pg-core schema of the server (drizzle.config.ts): the shared tables here (accounts,
// permissions, sessions, the history) and each area's own (server/src/areas/<area>/tables.ts).
export * from './auth.js';
export * from './system.js';
export * from '../../areas/main/tables.js';
export * from '../../areas/pueblo/tables.js';
export * from './accounts.js';
export * from '../../areas/rodox/tables.js';
export * from '../../areas/terra/tables.js';
export * from '../../areas/terra/usuario-tables.js';
export * from './historial.js';
export * from './password-reset.js';
export * from './second-factor.js';
