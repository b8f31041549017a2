/**
 * Reads an audio file's duration the way the browser plays it: an `<audio>` element's
 * loadedmetadata. Main thread only (a worker has no media elements). Resolves null when the
 * browser cannot decode the file.
 */
export function readAudioDuration(file: Blob): Promise<number | null> {
  return new Promise((resolve) => {
    const audio = new Audio();
    const url = URL.createObjectURL(file);
    const done = (duration: number | null) => {
      audio.removeAttribute('src');
      URL.revokeObjectURL(url);
      resolve(duration);
    };
    audio.preload = 'metadata';
    audio.addEventListener('loadedmetadata', () => done(Number.isFinite(audio.duration) ? audio.duration : null), { once: true });
    audio.addEventListener('error', () => done(null), { once: true });
    audio.src = url;
  });
}
