// The first module of a worker thread on TypeScript source (tests, where no tsx loader came with
// the process): tsx's loader registered in this thread, then the entry the pool named. Passing
// `--import tsx` in the worker's execArgv is not enough inside a Vitest worker process: the thread
// still loaded `.ts` with Node's own loader ("Unknown file extension").
import { register } from 'tsx/esm/api';

register();
await import(process.argv[2]);
