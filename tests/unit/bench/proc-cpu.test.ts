import { spawnSync } from 'node:child_process';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { threadSeconds, treeSeconds } from '../../../scripts/lib/proc-cpu';

/** Source of a loop that spins until this process has used `ms` more CPU (all its threads). */
const spinSource = (ms: number) =>
  `const s = process.cpuUsage(); while (true) { const u = process.cpuUsage(s); if ((u.user + u.system) / 1000 >= ${ms}) break; }`;

describe.skipIf(process.platform !== 'linux')('CPU time from /proc (bench:api)', () => {
  it("counts the main thread's work on the main thread, not on the others", () => {
    const before = threadSeconds(process.pid)!;
    new Function(spinSource(300))();
    const after = threadSeconds(process.pid)!;
    expect(after.main - before.main).toBeGreaterThanOrEqual(0.25);
    expect(after.others - before.others).toBeLessThan(0.1);
  });

  it("counts another thread's work among the others, after the thread has exited too", async () => {
    const before = threadSeconds(process.pid)!;
    const worker = new Worker(spinSource(300), { eval: true });
    await new Promise((resolve) => worker.once('exit', resolve));
    const after = threadSeconds(process.pid)!;
    expect(after.others - before.others).toBeGreaterThanOrEqual(0.25);
    expect(after.othersSystem).toBeLessThanOrEqual(after.others);
    expect(after.main - before.main).toBeLessThan(0.1);
  });

  it("counts a child process's work in the tree once it has exited", () => {
    const before = treeSeconds(process.pid)!;
    const child = spawnSync(process.execPath, ['-e', spinSource(300)]);
    expect(child.status).toBe(0);
    expect(treeSeconds(process.pid)! - before).toBeGreaterThanOrEqual(0.25);
  });

  it('answers null for a process that is not there', () => {
    // Above the kernel's largest pid (pid_max is at most 2^22).
    expect(threadSeconds(2 ** 22 + 1)).toBeNull();
    expect(treeSeconds(2 ** 22 + 1)).toBeNull();
  });
});
