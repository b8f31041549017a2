/**
 * The upload forms' check of a chosen file's name before sending it: the server's own rule
 * (worker/contract/file-names.ts), as a key of the shared messages (`FILE_NAME.*`). The messages
 * name the limit themselves (file-name-problem.test.ts keeps them equal to MAX_FILE_NAME_BYTES),
 * so every form shows them without parameters.
 */
import { fileNameProblem, type FileNameProblem } from '../../worker/contract/file-names';

const KEYS: Readonly<Record<FileNameProblem, string>> = {
  'control-character': 'FILE_NAME.CONTROL_CHARACTER',
  'too-long': 'FILE_NAME.TOO_LONG',
};

/** The i18n key saying why the server would refuse this name, or null when it would take it. */
export function fileNameProblemKey(name: string): string | null {
  const problem = fileNameProblem(name);
  return problem === null ? null : KEYS[problem];
}
