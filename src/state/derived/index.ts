export * from './permissions';
export * from './indicators';
export * from './toasts';
export * from './ui-prefs';
export * from './deployment';
export * from './brand-scope';
export * from './brand-status';
