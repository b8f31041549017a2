/**
 * The embedded render queue (server/render-queue/): its durable state on the
 * renders' own rows. `stage` is what a render is doing (unpack, fill, render, encode, store);
 * `attempts` counts the times a render was taken, so one that keeps bringing its worker down
 * stops being retried; `lease_owner`/`lease_until` say which queue process holds a render and
 * until when: a render whose lease ran out (its process died) is taken again, and a process
 * that lost its lease cannot finish the render a second time.
 */
export const sql = `
ALTER TABLE visual_builds ADD COLUMN stage TEXT;
ALTER TABLE visual_builds ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE visual_builds ADD COLUMN lease_owner TEXT;
ALTER TABLE visual_builds ADD COLUMN lease_until TEXT;
`;
