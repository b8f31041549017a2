/**
 * The command line of a benchmark: `--help` (or `-h`) prints its usage and exits 0, and an option
 * it does not know is said in one line with the usage, exit 2, never a stack trace.
 */
export function parseBenchArgs<T>(usage: string, parse: () => T): T {
  if (process.argv.slice(2).some((arg) => arg === '--help' || arg === '-h')) {
    process.stdout.write(`${usage.trim()}\n`);
    process.exit(0);
  }
  try {
    return parse();
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${usage.trim()}\n`);
    process.exit(2);
  }
}
