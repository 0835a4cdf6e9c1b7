/** Prints a command-line task's error for a person and ends the process with exit code 1. */
export function fail(error: unknown): never {
  console.error((error as Error).message);
  process.exit(1);
}
