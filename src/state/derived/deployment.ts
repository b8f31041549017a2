/** The deployment as the server describes it (environment, account provider, application name). */
import { atom } from 'jotai';
import { systemAtom } from '../slice-atoms';

export const deploymentAtom = atom((get) => get(systemAtom).deployment);
deploymentAtom.debugLabel = 'deploymentAtom';

/** The environment name, 'production' until the data layer has booted (shows no chip). */
export const environmentAtom = atom((get) => get(deploymentAtom)?.environment ?? 'production');
environmentAtom.debugLabel = 'environmentAtom';
