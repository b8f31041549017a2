export * from './create-client';
export * from './bind-to-store';
export * from './data-layer-context';
export * from './read-xsrf-token';
export * from './watch-xsrf-token';
