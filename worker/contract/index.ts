export type * from './entities';
export type * from './events';
export type * from './snapshot';
export type * from './commands';
export type * from './api';
export type * from './queries';
