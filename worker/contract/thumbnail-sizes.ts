/**
 * The boxes a version's thumbnail is shown in (the template list's rows, the version page), and
 * the picture the server makes for each: the template's first size shrunk to fit twice the box
 * (sharp on 2× screens, a few KiB instead of the full-size screenshot). The page asks for its box
 * by name (`visual-version/{id}/thumbnail?size=list`); the server makes every size when the
 * version is processed (docs/template-packages.md, "Thumbnails").
 * Pure and dependency-free: src/ and server/ import it.
 */

export const THUMBNAIL_BOXES = {
  /** My Templates: one per row. */
  list: { width: 64, height: 44 },
  /** The version page, beside its state. */
  page: { width: 96, height: 72 },
} as const;

export type ThumbnailSize = keyof typeof THUMBNAIL_BOXES;
export const THUMBNAIL_SIZES = Object.keys(THUMBNAIL_BOXES) as readonly ThumbnailSize[];

/** Pixels per CSS pixel of the box the picture is made for. */
export const THUMBNAIL_DENSITY = 2;

/** The most pixels the picture of a box may have: the box at THUMBNAIL_DENSITY. */
export function thumbnailPixels(size: ThumbnailSize): { readonly width: number; readonly height: number } {
  const box = THUMBNAIL_BOXES[size];
  return { width: box.width * THUMBNAIL_DENSITY, height: box.height * THUMBNAIL_DENSITY };
}
