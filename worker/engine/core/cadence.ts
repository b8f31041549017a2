/**
 * When a change crosses the bridge (docs/engine.md, "Bridge"): 'now', within a frame (what a
 * person acts on: a status, a notice level, the answer to their own action), or 'display', with
 * the next batch of the display cadence (figures nobody reads 60 times a second).
 */
export type Cadence = 'now' | 'display';
