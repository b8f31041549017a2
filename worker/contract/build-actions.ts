/**
 * What a user may do with one render, by its status: retry a failed or cancelled
 * one, cancel a queued one or stop one that is rendering (the render queue kills its page; one
 * left `rendering` by a server that stopped is cancelled at once), render a finished one again.
 * One rule for both sides: the server
 * refuses an action from any other status (server/routes/visual-build-actions.ts), the page offers
 * only the action the status allows (src/features/renders/render-actions.tsx).
 */
export const BUILD_ACTION_FROM = {
  retry: ['failed', 'cancelled'],
  cancel: ['queued', 'rendering'],
  rerender: ['finished'],
} as const satisfies Readonly<Record<string, readonly string[]>>;

export type BuildAction = keyof typeof BUILD_ACTION_FROM;

const ACTIONS = Object.keys(BUILD_ACTION_FROM) as BuildAction[];

/** The action a render in this status allows, if any (each status allows at most one). */
export function buildActionFor(status: string): BuildAction | null {
  return ACTIONS.find((action) => (BUILD_ACTION_FROM[action] as readonly string[]).includes(status)) ?? null;
}

/** Whether `action` may start from `status`. */
export function buildActionAllowed(action: BuildAction, status: string): boolean {
  return (BUILD_ACTION_FROM[action] as readonly string[]).includes(status);
}
