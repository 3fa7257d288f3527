import { writeFileSync } from 'node:fs';
import os from 'node:os';

/**
 * The wall time of each step of a run, with the machine's load average at its start and end: on a shared machine a
 * step's time means little without the load it ran under, so each figure carries it.
 */
export function stepClock() {
  const steps = [];
  const runStarted = performance.now();
  const load = () => Number(os.loadavg()[0].toFixed(1));
  return {
    /** Runs fn as the step `name` and records how long it took, whether it threw or not. */
    async time(name, fn) {
      const started = performance.now();
      const startedAt = Math.round((started - runStarted) / 1000);
      const loadAtStart = load();
      try {
        return await fn();
      } finally {
        const seconds = Math.round((performance.now() - started) / 1000);
        steps.push({ name, startedAt, seconds, loadAtStart, loadAtEnd: load() });
      }
    },
    /**
     * The steps in the order they ended: seconds, share of the run's wall time, when it started, load average at its
     * start and end. Steps that ran side by side overlap, so the total is the wall time, not the steps' sum.
     */
    report() {
      const total = Math.max(0, ...steps.map(({ startedAt, seconds }) => startedAt + seconds));
      const rows = steps.map(
        ({ name, startedAt, seconds, loadAtStart, loadAtEnd }) =>
          `${String(seconds).padStart(6)} s ${String(Math.round((100 * seconds) / (total || 1))).padStart(3)} %  ` +
          `from ${startedAt} s, load ${loadAtStart}→${loadAtEnd}  ${name}`,
      );
      return [
        `Step durations (${os.cpus().length} cores):`,
        ...rows,
        `${String(total).padStart(6)} s in all (wall time)`,
      ].join('\n');
    },
    /** Kept beside the suites' own reports, for comparing runs. */
    save(file) {
      writeFileSync(file, `${JSON.stringify({ cores: os.cpus().length, steps }, null, 2)}\n`);
    },
  };
}
