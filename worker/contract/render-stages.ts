/**
 * A render's stages as the render queue reports them (server/render-queue/, docs/template-packages.md
 * "Rendering"): the server writes the stage and its progress on the build, the client shows the
 * stage as a word. Written once here for both.
 */
export const RENDER_STAGES = ['unpack', 'fill', 'render', 'encode', 'store'] as const;
export type RenderStage = (typeof RENDER_STAGES)[number];

/** The progress a render shows while it is in a stage (the stage's share of the work before it). */
export const STAGE_PROGRESS: Readonly<Record<RenderStage, number>> = { unpack: 5, fill: 20, render: 40, encode: 70, store: 90 };

export const isRenderStage = (value: unknown): value is RenderStage => typeof value === 'string' && (RENDER_STAGES as readonly string[]).includes(value);
