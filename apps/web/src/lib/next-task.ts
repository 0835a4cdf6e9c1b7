/**
 * Resolves in a new task of the browser's event loop: a long piece of start-up work split at these
 * points is several short tasks, and input (a tap, a scroll) is answered between them.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
