/**
 * The account provider as its own process: `tsx server/provider/main.ts` with STACK_ENV=dev|e2e
 * (ports and origins from server/config.ts). Started by scripts/start.mjs with the rest of the stack.
 */
import { loadConfig } from '../config.ts';
import { startAccountProvider } from './create-provider.ts';
import { PROVIDER_PATHS } from './paths.ts';

function stackEnv(value: string | undefined): 'dev' | 'e2e' | 'test' {
  if (value === undefined || value === '') return 'dev';
  if (value === 'dev' || value === 'e2e' || value === 'test') return value;
  throw new Error(`STACK_ENV must be dev, e2e or test, got "${value}"`);
}

const config = loadConfig(stackEnv(process.env.STACK_ENV));
const running = await startAccountProvider(config).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

console.log(
  `Account provider on ${config.providerOrigin} (discovery ${PROVIDER_PATHS.discovery}); ` +
    `client "${config.oauthClientId}" redirects to ${config.appOrigin}/login`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void running.close().then(() => process.exit(0));
  });
}
