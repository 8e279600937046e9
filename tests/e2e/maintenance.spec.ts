import { expect, test } from '@playwright/test';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The first call of a run opens and seeds the embedded database (tens of seconds on 2 cores).
test.describe.configure({ timeout: 120_000 });

/** A second production server on its own database whose settings row has a maintenance window. */
const port = Number(process.env.E2E_PORT ?? 3100) + 50;
const base = `http://127.0.0.1:${port}`;
let server: ChildProcess | null = null;
let dataDir = '';

const jstDate = (offsetDays: number) =>
  new Date(Date.now() + 9 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

test.describe('maintenance row in the database', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dataDir = mkdtempSync(path.join(tmpdir(), 'maintenance-e2e-'));
    // The window starts tomorrow (Japan time): today is inside the 24 hours before firstDate.
    execFileSync(
      'npx',
      [
        'tsx',
        '--conditions',
        'react-server',
        'tests/e2e/helpers/prepare-maintenance-db.ts',
        dataDir,
        jstDate(1),
        jstDate(2),
        'システムメンテナンスを実施します（e2e）',
      ],
      { stdio: 'inherit' },
    );
    server = spawn('npx', ['next', 'start', '-p', String(port), '-H', '127.0.0.1'], {
      env: { ...process.env, DATA_DIR: dataDir, E2E: '1' },
      stdio: 'ignore',
      detached: true,
    });
    for (let i = 0; i < 120; i++) {
      try {
        // Ready when the GraphQL endpoint answers (the first call opens the database).
        const res = await fetch(`${base}/api/graphql/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
          body: JSON.stringify({
            query: '{ getSettingLambda(siteName: "commufa-web") { version } }',
          }),
        });
        if (res.ok) return;
      } catch {
        /* not up yet */
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error('maintenance server did not start');
  });

  test.afterAll(() => {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('shows the maintenance modal with the row text, and it can be closed', async ({ page }) => {
    await page.goto(`${base}/faq/`);
    const modal = page.getByTestId('maintenance-modal');
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('システムメンテナンスを実施します（e2e）');
    await modal.getByRole('button', { name: '閉じる' }).click();
    await expect(modal).toBeHidden();
  });

  test('no modal on the default database', async ({ page }) => {
    const settingsLoaded = page.waitForResponse((r) =>
      (r.request().postData() ?? '').includes('getSettingLambda'),
    );
    await page.goto('/faq/');
    await settingsLoaded;
    await page.waitForTimeout(500);
    await expect(page.getByTestId('maintenance-modal')).toHaveCount(0);
  });
});
