/**
 * The length of a chosen audio or video file, read in the browser from the element's metadata
 * (the upload sends it as `duration`). Null when the browser cannot tell (an unknown codec, a
 * WebM without a duration header, or no media support at all) within a few seconds.
 */
export function readMediaDuration(file: File, kind: 'audio' | 'video', timeoutMs = 4000): Promise<number | null> {
  if (typeof URL.createObjectURL !== 'function') return Promise.resolve(null);
  return new Promise((resolve) => {
    const element = document.createElement(kind);
    const url = URL.createObjectURL(file);
    const finish = (value: number | null) => {
      clearTimeout(timer);
      element.removeAttribute('src');
      URL.revokeObjectURL(url);
      resolve(value);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    element.preload = 'metadata';
    element.onloadedmetadata = () => finish(Number.isFinite(element.duration) ? element.duration : null);
    element.onerror = () => finish(null);
    element.src = url;
  });
}
