/**
 * The render queue on BullMQ over Redis (`npm run test:redis`): `tests/redis/*.redis.test.ts`,
 * left out of `npm test` (vitest.config.ts excludes tests/redis), since it needs Debian's
 * `redis-server` and runs render workers as child processes in real time.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'redis',
    environment: 'node',
    include: ['tests/redis/**/*.redis.test.ts'],
  },
});
