/**
 * What renders cost (the money rule of renders), written once: the server charges and checks it
 * when renders are asked for, and the start dialog shows it before the user asks.
 * Pure and dependency-free: src/ and server/ import it (eslint.config.js).
 */

/** Credits one render costs (every size and format alike). */
export const RENDER_COST = 1;

/** Credits `count` renders cost, to the cent. */
export function rendersCost(count: number): number {
  return Math.round(count * RENDER_COST * 100) / 100;
}
