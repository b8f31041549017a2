/** What the start script prints once everything is up: where the app is and who can sign in. */
import type { StackConfig } from '../../server/config.ts';
import { DEMO_PASSWORD, SEED_PEOPLE } from '../../server/seed/people.ts';
import { paint } from './output.ts';

export function banner(config: StackConfig, p: { stackEnv: string; dev: boolean }): string {
  const width = Math.max(...SEED_PEOPLE.map((person) => person.email.length));
  const people = SEED_PEOPLE.map((person) => `    ${person.email.padEnd(width)}  ${paint('gray', person.role)}`);
  const mode = p.dev ? 'Vite dev server' : config.production ? 'production build: no control API, no devtools' : 'built client';
  return [
    '',
    `  ${paint('green', 'Adcreative is running:')} ${paint('bold', config.appOrigin)}  ${paint('gray', config.production ? `(${mode})` : `(${mode}, STACK_ENV=${p.stackEnv})`)}`,
    // The one address people use: in --dev the dev server passes /server on to the API server.
    `  API               ${config.appOrigin}/server`,
    `  Account provider  ${config.providerOrigin}`,
    `  soketi            ws://localhost:${config.soketi.port}  (app key "${config.soketi.key}"; through the API server's live gate, soketi itself on ${config.soketi.serverPort})`,
    '',
    ...(config.demoSignIns
      ? [`  Demo sign-ins, password ${paint('bold', DEMO_PASSWORD)}:`, ...people]
      : [`  Demo sign-ins are off in production (no account has a known password); DEMO_SIGN_INS=1 turns them on.`]),
    '',
    `  Press Ctrl-C to stop everything.`,
    '',
  ].join('\n');
}
