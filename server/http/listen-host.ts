/**
 * The address a plain Node server listens on for `config.listenHost`. Fastify reads `localhost`
 * as both loopbacks; `net.Server.listen('localhost')` would take whichever one the resolver names
 * first, so the loopback is spelt out.
 */
export function nodeListenHost(listenHost: string): string {
  return listenHost === 'localhost' ? '127.0.0.1' : listenHost;
}
