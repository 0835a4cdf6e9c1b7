import path from 'node:path';

/**
 * A path given on the command line, resolved against the folder the user ran npm in: npm runs the
 * workspace script from apps/server, but `npm run backup -- --out backup.gz` means the user's folder.
 */
export const fromCallerDir = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
