/**
 * Preloaded (`node --import`) into every process the start script launches. Children run in
 * their own process groups so the script can stop each one with everything it spawned; the
 * price is that a kill aimed at the script's group (Playwright's webServer teardown sends
 * SIGKILL to it) or a `kill -9` of the script would leave them running and holding their ports.
 * So each child watches its parent and exits once the start script is gone. It exits at once
 * rather than shutting down gracefully: its stdout is a broken pipe by then, and soketi, for
 * one, spins forever trying to log its shutdown into it.
 */
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.exit(1);
}, 500).unref();
