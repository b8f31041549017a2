export * from './slice-atoms';
export * from './envelope-log-atom';
export * from './apply-batch';
export * from './past-moment';
export * from './time-travel-atoms';
export * from './store';
export * from './when-signed-in';
export * from './use-envelope-stream';
// Components read atoms through these hooks; atoms themselves are defined only in src/state.
export { Provider as StoreProvider, useAtomValue, useSetAtom, useAtom, useStore as useAppStore } from 'jotai';
