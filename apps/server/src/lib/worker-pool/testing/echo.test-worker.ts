import { serveTasks } from '../serve';

// A worker for pool.unit.test.ts (named *.test-worker.ts so that the build does not bundle it):
// it loads after `data.loadMs`, echoes a task, asks the main thread on the task's behalf, fails,
// or exits, as the task says.

export interface EchoProtocol {
  data: { loadMs: number };
  task: { say: string } | { ask: string } | { fail: string } | { exit: number };
  result: string;
  call: string;
  answer: string;
}

serveTasks<EchoProtocol>(({ data }) => ({
  loaded: new Promise((resolve) => setTimeout(resolve, data.loadMs)),
  async run(task, call) {
    if ('exit' in task) process.exit(task.exit);
    if ('fail' in task) throw new Error(task.fail);
    if ('ask' in task) return `answered: ${await call(task.ask)}`;
    return task.say;
  },
}));
