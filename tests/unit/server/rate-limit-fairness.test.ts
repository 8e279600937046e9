import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * A burst on a process that has not limited anything yet (postgresLimiter): every caller is served
 * in turn. The embedded database answers its statements without giving the event loop a turn
 * unless it is asked to (lib/server/db/client.ts, takingTurns); without those turns a caller whose
 * work needs one (the drizzle store this project used first loaded its operators with a dynamic
 * import) waited while the first caller through ran all its hits (on a cold server, the first
 * applications of a burst waited seconds). Vitest resolves dynamic imports its own way, so the
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
