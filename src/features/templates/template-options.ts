/**
 * What a template's form may hold (docs/creative-workflow.md, "My Templates"). The output
 * categories are those the reference backend accepts (server/routes/visual-input.ts); the default
 * output format is one a render can be made in (worker/contract/output-formats.ts, the list the
 * server checks too). The server stays the authority and answers 422 for anything else, shown
 * next to the field.
 */
import { DEFAULT_RENDER_FORMAT, RENDER_FORMATS, type RenderFormat } from '../../../worker/contract/output-formats';

export const OUTPUT_CATEGORIES = ['display', 'video', 'social', 'print'] as const;
export type OutputCategory = (typeof OUTPUT_CATEGORIES)[number];

export const OUTPUT_FORMATS = RENDER_FORMATS;
export type OutputFormat = RenderFormat;

/** Spec section 3: the default output format is html. */
export const DEFAULT_OUTPUT_FORMAT: OutputFormat = DEFAULT_RENDER_FORMAT;
export const DEFAULT_OUTPUT_CATEGORY: OutputCategory = 'display';

export const NAME_MAX = 255;
export const DESCRIPTION_MAX = 5000;
export const TAG_MAX = 50;
export const TAGS_MAX = 50;

/**
 * A package is one HTML5 banner: a .zip of its files or a single .html (.htm) page. The same
 * extensions the server checks; 50 MiB is the server's upload limit, so a bigger file is refused
 * before minutes of uploading end in a 413.
 */
export const PACKAGE_EXTENSIONS = ['.zip', '.html', '.htm'] as const;
export const PACKAGE_MAX_BYTES = 50 * 1024 * 1024;
/** For the file input's accept attribute (a hint to the file chooser, not a check). */
export const PACKAGE_ACCEPT = '.zip,.html,.htm,application/zip,text/html';

export function categoryLabelKey(category: string): string {
  return (OUTPUT_CATEGORIES as readonly string[]).includes(category) ? CATEGORY_KEYS[category as OutputCategory] : '';
}

const CATEGORY_KEYS: Readonly<Record<OutputCategory, string>> = {
  display: 'TEMPLATES.CATEGORY_DISPLAY',
  video: 'TEMPLATES.CATEGORY_VIDEO',
  social: 'TEMPLATES.CATEGORY_SOCIAL',
  print: 'TEMPLATES.CATEGORY_PRINT',
};
