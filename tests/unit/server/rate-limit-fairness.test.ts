import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * A burst on a process that has not limited anything yet (postgresLimiter): every caller is served
 * in turn. The library loads its drizzle operators with a dynamic import on first use, each caller
 * its own until one has finished; those imports need event-loop turns, which the embedded
 * database gives between its statements (lib/server/db/client.ts, takingTurns). Without them the
 * first caller through ran all its hits while the others stayed stuck (on a cold server, the
 * first applications of a burst waited seconds). Vitest resolves that import its own way, so the
 * burst runs in a plain node process: tests/unit/server/limiter-cold-burst.ts.
 */
describe('postgresLimiter under a cold burst', () => {
  it("answers every caller's first hit before any caller's third", () => {
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
    const firstThirdHit = Math.min(...callers.map((id) => order.indexOf(`${id}:3`)));
    expect(lastFirstHit).toBeLessThan(firstThirdHit);
  }, 90_000);
});
