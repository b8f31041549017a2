/** Console output of the start script: coloured name prefixes for children, and its own notes. */

const useColor = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;

const CODES = { red: 31, green: 32, yellow: 33, blue: 34, magenta: 35, cyan: 36, gray: 90, bold: 1 } as const;
export type Color = keyof typeof CODES;

export function paint(color: Color, text: string): string {
  return useColor ? `\x1b[${CODES[color]}m${text}\x1b[0m` : text;
}

/** Children keep their colours when the script itself writes to a terminal. */
export const childColorEnv: Record<string, string> = useColor ? { FORCE_COLOR: '1' } : {};

const WIDTH = 8;

export function prefixed(name: string, color: Color, line: string): string {
  return `${paint(color, name.padEnd(WIDTH))} ${paint('gray', '|')} ${line}`;
}

export function note(text: string): void {
  console.log(prefixed('start', 'bold', text));
}

export function problem(text: string): void {
  console.error(prefixed('start', 'red', paint('red', text)));
}
