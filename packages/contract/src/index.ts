export type * from './errors';
export type * from './list';
export type * from './session';
export type * from './main';
export type * from './pueblo';
export type * from './auth';
export type * from './permissions';
export type * from './rodox';
