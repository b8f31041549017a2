/**
 * The render watchdog (server/render-queue/render-runner.ts): `timeouts` counts the times a
 * render's deadline passed. A render whose deadline passes while other renders run (the machine
 * is busy) is tried once more before it fails, and this is how the queue knows it already was.
 */
export const sql = `
ALTER TABLE visual_builds ADD COLUMN timeouts INTEGER NOT NULL DEFAULT 0;
`;
