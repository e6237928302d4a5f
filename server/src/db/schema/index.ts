// The one pg-core schema of the server. Each area adds its file here.
export * from './auth.js';
export * from './system.js';
export * from './main.js';
export * from './pueblo.js';
export * from './accounts.js';
export * from './rodox.js';
export * from './terra.js';
export * from './usuario.js';
export * from './historial.js';
export * from './password-reset.js';
export * from './second-factor.js';
