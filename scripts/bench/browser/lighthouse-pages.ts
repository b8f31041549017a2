/** What the Lighthouse phase measures by default (lighthouse-phase.ts), apart from it so the options need not load Lighthouse. */
import type { AppPath } from './bench-env';

export type LighthousePreset = 'mobile' | 'desktop';
export const LIGHTHOUSE_PRESETS: readonly LighthousePreset[] = ['mobile', 'desktop'];
export const LIGHTHOUSE_PAGES: readonly AppPath[] = ['dashboard', 'builds'];
