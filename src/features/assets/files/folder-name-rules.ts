/** The server's folder-name rule, checked before sending (asset-directories.ts on the server). */

export const FOLDER_NAME_MAX = 100;

/** i18n keys (area `assets`) of what is wrong with a trimmed name; empty when it is fine. */
export function folderNameProblems(name: string): { key: string; params?: Record<string, number> }[] {
  if (name === '') return [{ key: 'ASSETS_FOLDERS.NAME_REQUIRED' }];
  if (name.length > FOLDER_NAME_MAX) return [{ key: 'ASSETS_FOLDERS.NAME_TOO_LONG', params: { max: FOLDER_NAME_MAX } }];
  if (/[/\\]/.test(name) || name === '.' || name === '..') return [{ key: 'ASSETS_FOLDERS.NAME_INVALID' }];
  return [];
}
