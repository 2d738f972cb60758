import { run } from './run';

/**
 * `npm test`: every check, cheapest first; the first failing step stops the run. The type check and
 * the lint are single-threaded and run side by side (2 cores); every later step uses both cores
 * itself and runs alone. Each step's time is printed at the end (the suite's budget is 30 minutes).
 */
const STEPS = [['typecheck', 'lint'], ['test:unit'], ['test:integration'], ['test:stories'], ['test:e2e']];
const times: string[] = [];
const started = performance.now();
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(0);
try {
  for (const step of STEPS) {
    const stepStarted = performance.now();
    await Promise.all(step.map((script) => run('npm', ['run', script])));
    times.push(`${step.join(' + ')} ${seconds(stepStarted)} s`);
  }
} finally {
  console.log(`npm test: ${times.join(', ') || 'no step finished'}; ${seconds(started)} s in all`);
}
