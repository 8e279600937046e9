import { expect, test } from './helpers/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nextServerUrl, startNextServer, type NextServer } from './helpers/next-server';

// The first call of a run opens and seeds the embedded database (tens of seconds on 2 cores).
test.describe.configure({ timeout: 120_000 });

/** A second production server on its own database whose settings row has a maintenance window. */
const base = nextServerUrl(50);
let server: NextServer | null = null;
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
    server = await startNextServer({
      name: 'maintenance',
      url: base,
      env: { DATA_DIR: dataDir, E2E: '1' },
      // Ready when the GraphQL endpoint answers (the first call opens the database).
      ready: async () =>
        (
          await fetch(`${base}/api/graphql/`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
            body: JSON.stringify({
              query: '{ getSettingLambda(siteName: "commufa-web") { version } }',
            }),
          })
        ).ok,
      attempts: 120,
    });
  });

  test.afterAll(async () => {
    await server?.stop();
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
