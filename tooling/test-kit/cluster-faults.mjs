// The faults the cluster is put through, one way for the fault tests (server/test/cluster) and bench/cluster.mjs:
// each does what an operator (or bad luck) does and answers when each step happened, for the caller to judge the
// load's records against.

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once `check` holds (asked every 100 ms); rejects naming `what` after `timeoutMs`. */
export async function waitFor(what, check, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await pause(100);
  }
}

/** Waits until nginx has had instance `index` answer a request again since `since` (it retries a left-out one after fail_timeout). */
function rejoined(cluster, index, since) {
  return waitFor(
    `instance ${index} to answer through nginx again`,
    () => cluster.answeredBy(index, since) > 0,
  );
}

/**
 * A rolling deploy: each instance in turn gets SIGTERM (it drains), is started again, and is back in nginx's rotation
 * before the next one goes. Answers when it began and ended, and each stop's exit code and the end of its output.
 * @param {import('./cluster.d.mts').Cluster} cluster
 * @param {{ env?: Record<string, string>; onStarted?: (index: number) => void | Promise<void> }} [options]
 */
export async function rollingRestart(cluster, { env, onStarted } = {}) {
  const began = Date.now();
  const stops = [];
  for (const instance of cluster.instances) {
    const stopping = Date.now();
    const code = await cluster.stopInstance(instance.index);
    stops.push({
      index: instance.index,
      code,
      drainMs: Date.now() - stopping,
      output: instance.server.output(),
    });
    const started = Date.now();
    await cluster.startInstance(instance.index, env);
    await onStarted?.(instance.index);
    await rejoined(cluster, instance.index, started);
  }
  return { began, ended: Date.now(), stops };
}

/**
 * kill -9 of instance `index`, a start again after `downMs`, and its return to nginx's rotation.
 * @param {import('./cluster.d.mts').Cluster} cluster
 */
export async function killAndRestart(cluster, index, { downMs = 3_000, env, onStarted } = {}) {
  const killedAt = Date.now();
  await cluster.killInstance(index);
  // A signal is not a death: on a busy machine the process may still take requests for a moment after the kill.
  const diedAt = Date.now();
  await pause(downMs);
  const restartedAt = Date.now();
  await cluster.startInstance(index, env);
  await onStarted?.(index);
  await rejoined(cluster, index, restartedAt);
  return { killedAt, diedAt, restartedAt, rejoinedAt: Date.now() };
}

/**
 * PostgreSQL stopped (fast: every connection ended) and started again after `downMs`; recovered once a write of the
 * load sent after the start was acknowledged.
 * @param {import('./cluster.d.mts').Cluster} cluster
 * @param {{ records: import('./mixed-load.d.mts').LoadRecord[] }} load
 */
export async function restartPostgres(cluster, load, { downMs = 3_000 } = {}) {
  const downAt = Date.now();
  cluster.postgres.stop();
  await pause(downMs);
  cluster.postgres.start();
  const upAt = Date.now();
  await waitFor('a write to succeed after PostgreSQL started again', () =>
    load.records.some((record) => record.start > upAt && record.ok && record.write !== undefined),
  );
  return { downAt, upAt, recoveredAt: Date.now() };
}

/**
 * Redis stopped for `downMs` (running `meanwhile` while it is down), then started again on its port.
 * @param {import('./cluster.d.mts').Cluster} cluster
 */
export async function stopRedis(cluster, { downMs = 3_000, meanwhile } = {}) {
  const stoppedAt = Date.now();
  await cluster.redis.stop();
  const [result] = await Promise.all([meanwhile?.(), pause(downMs)]);
  await cluster.redis.start();
  return { stoppedAt, restartedAt: Date.now(), result };
}
