import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * A burst on a process that has not limited anything yet (postgresLimiter): every caller is served
 * in turn. The library loads its drizzle operators with a dynamic import on first use; on the
 * embedded database, whose queries settle without giving the event loop a turn, callers each
 * waiting on their own import stayed stuck while the first caller through went on (on a cold
 * server, the first applications of a burst waited seconds). Vitest resolves that import its own
 * way, so the burst runs in a plain node process: tests/unit/server/limiter-cold-burst.ts.
 */
describe('postgresLimiter under a cold burst', () => {
  it("answers every caller's first hit before any caller's second", () => {
    const output = execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--conditions',
        'react-server',
        'tests/unit/server/limiter-cold-burst.ts',
      ],
      { encoding: 'utf8', env: { ...process.env, DATABASE_URL: '' }, timeout: 60_000 },
    );
    const order = output.trim().split('\n').at(-1)!.split(' ');
    expect(order).toHaveLength(80);
    const callers = Array.from({ length: 8 }, (_, id) => id);
    const lastFirstHit = Math.max(...callers.map((id) => order.indexOf(`${id}:1`)));
    const firstSecondHit = Math.min(...callers.map((id) => order.indexOf(`${id}:2`)));
    expect(lastFirstHit).toBeLessThan(firstSecondHit);
  }, 90_000);
});
