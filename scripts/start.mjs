#!/usr/bin/env node
/**
 * `npm start` / `npm run dev` / `node scripts/start.mjs --e2e`: runs the whole local stack.
 * The orchestration is TypeScript (scripts/stack/) because it shares server/config.ts and the
 * seed people with the servers; tsx's loader is registered in this very process, so there is
 * no build step and no extra process between the terminal and the stack. See docs/local-stack.md.
 */
import { register } from 'tsx/esm/api';

register();
await import('./stack/start.ts');
