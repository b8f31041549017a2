/**
 * Lints a planted file (one that exists only as text, at a path of the repository) with the
 * project's eslint.config.js, as the boundary tests do. The type-aware rules of test files
 * (eslint.config.js) need the file in a TypeScript project, which a planted one is not: for
 * planted files they are off, and so is the type service; every other rule applies as configured.
 * A file that cannot be parsed throws: "no message" must mean "allowed", never "not linted".
 */
import { ESLint, type Linter } from 'eslint';

const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: {
    files: ['**/planted.*'],
    languageOptions: { parserOptions: { projectService: false } },
    rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off', '@typescript-eslint/await-thenable': 'off' },
  },
});

export async function lintPlanted(code: string, filePath: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath });
  const messages = result?.messages ?? [];
  const fatal = messages.find((m) => m.fatal);
  if (fatal) throw new Error(`${filePath} was not linted: ${fatal.message}`);
  return messages;
}
