/**
 * What is wrong with a scenario file, said once: where (JSON path, or line and column when the
 * text is not JSON), which field and why. Thrown by parsing and expansion, caught by the runner,
 * which prints `message` and exits non-zero: a bad file never crashes anything.
 */
export class ScenarioError extends Error {
  override readonly name = 'ScenarioError';
  constructor(
    /** Why, without the location. */
    readonly reason: string,
    /** JSON path of the offending value (`$.steps[3].live.channel`), when the JSON parsed. */
    readonly path: string | null = null,
    readonly line: number | null = null,
    readonly column: number | null = null,
  ) {
    super(
      line !== null && path !== null ? `line ${line}, ${path}: ${reason}` : line !== null ? `line ${line}, column ${column ?? 1}: ${reason}` : path !== null ? `${path}: ${reason}` : reason,
    );
  }
}

/** `$.steps[3].live` style paths. */
export function childPath(path: string, key: string | number): string {
  return typeof key === 'number' ? `${path}[${key}]` : /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}
