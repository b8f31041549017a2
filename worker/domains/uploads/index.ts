/**
 * Uploads under way (package and library files), as bytes sent of the whole request: the worker's
 * HTTP port reports an upload's progress (XHR's upload events, ports/http/upload-progress-fetch.ts)
 * and the command that started it turns each report into `uploads/progress`. The entry goes at
 * `uploads/settled`, whatever the outcome; a brand switch clears the slice (the uploads of the
 * old brand are aborted with it).
 */
import type { CommandContext } from '../../engine/commands/command-context';
import type { UploadsSlice } from './contract';
import { defineDomain, defineSlice } from '../domain';

export const uploadsSlice = defineSlice({
  name: 'uploads',
  initial: { progress: {} } as UploadsSlice,
  cases: {
    'uploads/progress': (slice, event) => ({ progress: { ...slice.progress, [event.upload]: { sent: event.sent, total: event.total } } }),
    'uploads/settled': (slice, event) => {
      if (!(event.upload in slice.progress)) return slice;
      const { [event.upload]: _settled, ...rest } = slice.progress;
      return { progress: rest };
    },
  },
});

/** The spec option that reports an upload's progress as `uploads/progress` (nothing when the page named no upload). */
type ProgressOption = { readonly onUploadProgress?: (sent: number, total: number) => void };

/**
 * Runs an upload the page named `upload` (an id of its choosing), with its progress reported, and
 * ends its entry when it settles, whatever the outcome. Without an id it just runs.
 */
export async function trackUpload<T>(ctx: CommandContext, upload: string | undefined, send: (progress: ProgressOption) => Promise<T>): Promise<T> {
  if (upload === undefined) return send({});
  const brand = ctx.state().brand.identifier;
  try {
    return await send({ onUploadProgress: (sent, total) => ctx.emit({ event: { type: 'uploads/progress', upload, sent, total }, source: 'http', brand }) });
  } finally {
    ctx.emit({ event: { type: 'uploads/settled', upload }, source: 'http', brand });
  }
}

export const uploadsDomain = defineDomain({ slice: uploadsSlice });
