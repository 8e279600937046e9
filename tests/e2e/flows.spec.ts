import { expect, test, type Page } from './helpers/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seriousViolations } from './helpers/axe';
import { nextServerUrl, startNextServer, type NextServer } from './helpers/next-server';

// The visitor flows (booking, moving, friend referral, option application) end to end on the
// seeded sample data (README "Sample data"), against a server of their own so the operator CLI
// can read its database once it has stopped (PGlite belongs to one process).
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const base = nextServerUrl(60);
let server: NextServer | null = null;
let dataDir = '';
const receipts: Record<'contact' | 'transfer' | 'upsell', string[]> = {
  contact: [],
  transfer: [],
  upsell: [],
};

/** 'YYYY-MM-DD' of today + offset days in Japan. */
const jstDate = (offsetDays: number) =>
  new Date(Date.now() + 9 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function graphql(query: string, variables: Record<string, unknown>) {
  const res = await fetch(`${base}/api/graphql/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as {
    data?: Record<string, unknown> | null;
    errors?: {
      message: string;
      extensions?: { code?: string; fields?: { path: string; message: string }[] };
    }[];
  };
}

async function serious(page: Page) {
  // The pointer rests where the last click was; a hover colour there is not the page's design.
  await page.mouse.move(0, 0);
  await page.waitForTimeout(300);
  return seriousViolations(page);
}

function admin(command: string): string {
  // The stopped server's process may take a moment to go away and release the embedded database.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return execFileSync(
        'npx',
        ['tsx', '--conditions', 'react-server', 'scripts/admin.ts', command],
        { env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8', stdio: 'pipe' },
      );
    } catch (error) {
      const stderr = String((error as { stderr?: unknown }).stderr ?? '');
      if (attempt >= 20 || !stderr.includes('is open in process')) throw error;
      execFileSync('sleep', ['1']);
    }
  }
}

test.beforeAll(async () => {
  test.skip(
    test.info().project.name !== 'desktop',
    'one run of the flows; the mobile layout is covered by axe and the shell tests',
  );
  test.setTimeout(180_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'flows-e2e-'));
  server = await startNextServer({
    name: 'flows',
    url: base,
    env: { DATA_DIR: dataDir, E2E: '1' },
    ready: async () =>
      Boolean(
        (await graphql('{ getSettingLambda(siteName: "commufa-web") { version } }', {})).data,
      ),
  });
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test.describe('/contact/ booking', () => {
  test('offers only slots inside the reception hours, refuses a past date with the values kept, then books', async ({
    page,
  }) => {
    await page.goto(`${base}/contact/`);
    await page.getByLabel('お問い合わせ種別').selectOption('visitReservation');
    await page.getByLabel('ご希望日').fill(jstDate(3));
    const slots = await page
      .getByLabel('ご希望の時間帯')
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    expect(slots).toEqual(['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00']);

    await page.getByLabel('ご希望日').fill(jstDate(-1));
    await page.getByLabel('姓', { exact: false }).first().fill('山田');
    await page.getByLabel(/^名/).fill('花子');
    await page.getByLabel('セイ（フリガナ）').fill('やまだ');
    await page.getByLabel('メイ（フリガナ）').fill('ハナコ');
    await page.getByLabel('電話番号').fill('052-123-4567');
    await page.getByRole('button', { name: '送信する' }).click();
    const summary = page.getByTestId('error-summary');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('過去の日付は選択できません');
    await expect(summary).toContainText('個人情報の取り扱いへの同意が必要です');
    await expect(page.getByText('過去の日付は選択できません').last()).toBeVisible();
    await expect(page.getByLabel('セイ（フリガナ）')).toHaveValue('やまだ');
    expect(await serious(page)).toEqual([]);

    await page.getByLabel('ご希望日').fill(jstDate(2));
    await page.getByLabel('ご希望の時間帯').selectOption('11:00');
    await page.getByLabel('個人情報の取り扱い').check();
    await page.getByRole('button', { name: '送信する' }).click();
    const receipt = page.getByTestId('flow-receipt');
    await expect(receipt).toContainText('お問い合わせを受け付けました');
    const number = (await page.getByTestId('receipt-number').textContent())!.trim();
    expect(number).toMatch(/^C/);
    receipts.contact.push(number);
    // No personal data in the URL or the browser's storage.
    expect(page.url()).toBe(`${base}/contact/`);
    const stored = await page.evaluate(
      () =>
        JSON.stringify({ ...localStorage }) +
        JSON.stringify({ ...sessionStorage }) +
        document.cookie,
    );
    expect(stored).not.toMatch(/山田|ヤマダ|0521234567/);
  });

  test('a postal code of several towns lets the visitor choose the town (usePostalFill)', async ({
    page,
  }) => {
    await page.goto(`${base}/contact/`);
    await page.getByLabel('お問い合わせ種別').selectOption('documentRequest');
    // 〒461-0003 is both 名古屋市東区筒井 and 筒井町 (Japan Post data).
    await page.getByLabel(/^郵便番号/).fill('461-0003');
    await page.getByRole('button', { name: '郵便番号から住所を入力' }).click();
    await expect(page.getByTestId('postal-fill-status')).toContainText('複数の町名があります');
    // Nothing is taken silently: the town stays empty until the visitor chooses.
    await expect(page.getByLabel(/^町名/)).toHaveValue('');
    await page.getByRole('button', { name: '愛知県名古屋市東区筒井町' }).click();
    await expect(page.getByLabel(/^都道府県/)).toHaveValue('愛知県');
    await expect(page.getByLabel(/^市区町村/)).toHaveValue('名古屋市東区');
    await expect(page.getByLabel(/^町名/)).toHaveValue('筒井町');
    await expect(page.getByTestId('postal-fill-status')).toContainText('住所を入力しました');
  });

  test('the server refuses a booking outside the reception hours and stores nothing', async () => {
    const body = await graphql(
      'mutation ($input: ContactInput!) { contact(input: $input) { receiptNumber } }',
      {
        input: {
          inquiryType: 'visitReservation',
          preferredDate: jstDate(2),
          preferredTime: '19:00',
          lastName_kanji: '山田',
          firstName_kanji: '花子',
          lastName_kana: 'ヤマダ',
          firstName_kana: 'ハナコ',
          phone: '0521234567',
          isAgreePrivacy: true,
        },
      },
    );
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.extensions?.fields).toContainEqual({
      path: 'input.preferredTime',
      message: 'ご希望の時間帯は受付時間（10時〜18時）の中から選択してください',
    });
  });
});

test.describe('/transfer/', () => {
  test('an unknown customer number shows the server message and leads nowhere', async ({
    page,
  }) => {
    await page.goto(`${base}/transfer/`);
    await page.getByLabel('お客さま番号').fill('1234567890');
    await page.getByLabel('ご登録の電話番号').fill('0521234567');
    await page.getByRole('button', { name: 'ご契約内容を確認する' }).click();
    const card = page.getByTestId('transfer-check');
    await expect(card).toHaveAttribute('data-status', 'notFound');
    await expect(card).toContainText('お客さま情報を確認できませんでした');
    await expect(card).toContainText(
      'お客さま番号とご登録の電話番号をご確認のうえ、もう一度入力してください。',
    );
    await expect(page.getByLabel('郵便番号')).toHaveCount(0);
    await expect(page.getByLabel('お客さま番号')).toHaveValue('1234567890');
  });

  test('a customer who cannot move online sees the refusal as the server words it', async ({
    page,
  }) => {
    await page.goto(`${base}/transfer/`);
    await page.getByLabel('お客さま番号').fill('1000000003');
    await page.getByLabel('ご登録の電話番号').fill('0587654321');
    await page.getByRole('button', { name: 'ご契約内容を確認する' }).click();
    await expect(page.getByTestId('transfer-check')).toContainText(
      'お引越し手続きをオンラインで承れません',
    );
    await expect(page.getByLabel('郵便番号')).toHaveCount(0);
  });

  test('a move to a served address completes with a receipt', async ({ page }) => {
    await page.goto(`${base}/transfer/`);
    await page.getByRole('button', { name: 'ご契約内容を確認する' }).click();
    await expect(page.getByTestId('error-summary')).toBeFocused();
    await page.getByLabel('お客さま番号').fill('１０００００００01');
    await page.getByLabel('ご登録の電話番号').fill('052-123-4567');
    await page.getByRole('button', { name: 'ご契約内容を確認する' }).click();
    const card = page.getByTestId('transfer-check');
    await expect(card).toHaveAttribute('data-status', 'ok');
    await expect(page.getByTestId('transfer-amount')).toHaveText('3,300円（税込）');
    // No deadline in the customer's record: none is shown (never a sample date).
    await expect(page.getByTestId('transfer-deadline')).toHaveCount(0);
    await expect(card).not.toContainText('2099');

    await page.getByLabel('郵便番号').fill('4600008');
    await page.getByRole('button', { name: '郵便番号から住所を入力' }).click();
    await expect(page.getByLabel('市区町村')).toHaveValue('名古屋市中区');
    await page.getByLabel('丁目・番地').fill('3丁目5-1');
    await page.getByRole('button', { name: '提供エリアを確認する' }).click();
    await expect(page.getByTestId('area-result')).toHaveAttribute('data-service-area', 'yes');

    await page.getByRole('button', { name: 'お引越しを申し込む' }).click();
    await expect(page.getByTestId('error-summary').last()).toContainText(
      'お引越し予定日を入力してください',
    );
    await page.getByLabel('お引越し予定日').fill(jstDate(30));
    await page.getByLabel('ご要望（任意）').fill('平日の午前を希望します');
    await page.getByRole('button', { name: 'お引越しを申し込む' }).click();
    await expect(page.getByTestId('flow-receipt')).toContainText(
      'お引越しのお申し込みを受け付けました',
    );
    const number = (await page.getByTestId('receipt-number').textContent())!.trim();
    expect(number).toMatch(/^T/);
    receipts.transfer.push(number);
    expect(await serious(page)).toEqual([]);
  });

  test('a move to an unserved address is explained and cannot be sent', async ({ page }) => {
    await page.goto(`${base}/transfer/`);
    await page.getByLabel('お客さま番号').fill('1000000002');
    await page.getByLabel('ご登録の電話番号').fill('09012345678');
    await page.getByRole('button', { name: 'ご契約内容を確認する' }).click();
    await expect(page.getByTestId('transfer-amount')).toHaveText('無料');
    await page.getByLabel('郵便番号').fill('1000001');
    await page.getByRole('button', { name: '郵便番号から住所を入力' }).click();
    await expect(page.getByLabel('都道府県')).toHaveValue('東京都');
    await page.getByLabel('丁目・番地').fill('1-1');
    await page.getByRole('button', { name: '提供エリアを確認する' }).click();
    await expect(page.getByTestId('area-result')).toHaveAttribute('data-service-area', 'no');
    await expect(page.getByRole('button', { name: 'お引越しを申し込む' })).toHaveCount(0);
  });
});

/** Holds every script of the page until the returned function is called (a slow phone). */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

test.describe('what is typed before the JavaScript has run is kept', () => {
  test('/contact/: a date typed before hydration opens its time slots', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(`${base}/contact/`, { waitUntil: 'domcontentloaded' });
    await page.getByLabel('ご希望日').fill(jstDate(3));
    await expect(page.getByLabel('ご希望の時間帯')).toBeDisabled();
    release();
    await expect(page.getByLabel('ご希望の時間帯')).toBeEnabled();
    await expect(page.getByLabel('ご希望日')).toHaveValue(jstDate(3));
  });

  test("/contact/ prerendered days before the visit: hydration matches, the typed date is kept, the range is the visitor's", async ({
    page,
  }) => {
    // The visitor's today two days after the build's: the prerendered range is two days old.
    const later = 2;
    await page.clock.setFixedTime(new Date(Date.now() + later * 86_400_000));
    const errors: string[] = [];
    page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
    page.on('pageerror', (e) => errors.push(e.message));
    const release = await holdScripts(page);
    await page.goto(`${base}/contact/`, { waitUntil: 'domcontentloaded' });
    await page.getByLabel('ご希望日').fill(jstDate(later + 3));
    release();
    await expect(page.getByLabel('ご希望の時間帯')).toBeEnabled();
    await expect(page.getByLabel('ご希望日')).toHaveValue(jstDate(later + 3));
    await expect(page.getByLabel('ご希望日')).toHaveAttribute('min', jstDate(later));
    expect(errors.filter((e) => /hydrat/i.test(e))).toEqual([]);
  });

  test('/transfer/: a customer number and phone typed before hydration are sent', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto(`${base}/transfer/`, { waitUntil: 'domcontentloaded' });
    await page.getByLabel('お客さま番号').fill('1234567890');
    await page.getByLabel('ご登録の電話番号').fill('0521234567');
    release();
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'ご契約内容を確認する' }).click();
    // The server answered for this number (not a "required" message for the filled fields).
    await expect(page.getByTestId('transfer-check')).toHaveAttribute('data-status', 'notFound');
    await expect(page.getByLabel('お客さま番号')).toHaveValue('1234567890');
  });
});

test.describe('friend referral', () => {
  test('a valid friend link applies the friend campaign in the fee simulation and carries the introducer', async ({
    page,
  }) => {
    await page.goto(`${base}/special/lp2/?introductionId=int-sample01`);
    const notice = page.getByTestId('introduction-notice');
    await expect(notice).toHaveAttribute('data-kind', 'valid');
    await expect(notice).toContainText('5,000円');
    expect(await serious(page)).toEqual([]);

    await page.getByRole('link', { name: 'まずはエリアを確認する' }).first().click();
    await expect(page).toHaveURL(/\/apply\/area\/$/);
    await page.getByLabel('郵便番号').fill('4600008');
    await page.getByRole('button', { name: '郵便番号から住所を入力' }).click();
    await expect(page.getByLabel('市区町村')).toHaveValue('名古屋市中区');
    await page.getByLabel('丁目・番地').fill('1丁目1-1');
    await page.getByRole('button', { name: '提供エリアを確認する' }).click();
    await page
      .getByTestId('area-result')
      .getByRole('button', { name: '料金シミュレーション・お申し込みへ進む' })
      .click();
    await expect(page).toHaveURL(/\/apply\/form\/$/);
    await expect(page.getByTestId('applied-campaigns')).toContainText('お友だち紹介特典');
    await expect(page.getByText(/お友だち紹介特典.*キャッシュバック/).first()).toBeVisible();
    // The persisted campaignData holds the introducer the application sends (applyCTC stores
    // campaignData.introducerId). The engine's isOriginalFriendCP is recomputed on the form step
    // (see the report: the persisted copy of the flags lags behind the machine's context).
    await expect
      .poll(() =>
        page.evaluate(() => {
          const key = Object.keys(localStorage).find((k) => k.startsWith('hikari-site:state'))!;
          return (
            JSON.parse(localStorage.getItem(key)!) as {
              state: { campaignData: Record<string, unknown> };
            }
          ).state.campaignData;
        }),
      )
      .toMatchObject({ introducerId: 'INT-SAMPLE01', originalFriendCPCost: 5000 });
  });

  test('a link straight into the flow applies it too', async ({ page }) => {
    // Every valid id gives the friend campaign document's amount (content/campaigns/friend.mdx).
    await page.goto(`${base}/apply/area/?introductionId=INT-SAMPLE02`);
    await expect(page.getByTestId('introduction-notice')).toContainText('5,000円');
  });

  for (const [id, kind, text] of [
    ['INT-SAMPLE04', 'invalid', 'このご紹介IDはご利用いただけません'],
    ['INT-SAMPLE03', 'invalid', '有効期限が切れているか'],
    ['HELLO', 'malformed', 'ご紹介IDの形式が正しくありません'],
  ] as const) {
    test(`an unusable id (${id}) is explained and the visitor can go on without it`, async ({
      page,
    }) => {
      await page.goto(`${base}/special/lp2/?introductionId=${id}`);
      const notice = page.getByTestId('introduction-notice');
      await expect(notice).toHaveAttribute('data-kind', kind);
      await expect(notice).toContainText(text);
      await expect(notice).toContainText('紹介特典なしでもこのままお申し込みいただけます');
      await expect(
        page.getByRole('link', { name: 'まずはエリアを確認する' }).first(),
      ).toHaveAttribute('href', '/apply/area/');
      const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
      expect(stored).not.toContain(id);
    });
  }
});

test.describe('/option/apply/', () => {
  test('lists the option documents with prices, keeps values on error, then completes', async ({
    page,
  }) => {
    await page.goto(`${base}/option/apply/`);
    await expect(page.getByText('光電話 基本料 月額330円')).toBeVisible();
    await page.getByLabel('お客さま番号').fill('1000000001');
    await page.getByLabel('ご登録の電話番号').fill('0521234567');
    await page.getByRole('button', { name: 'オプションを申し込む' }).click();
    const summary = page.getByTestId('error-summary');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('お申し込みになるオプションを1つ以上選択してください');
    await expect(summary).toContainText('オプションの提供条件への同意が必要です');
    await expect(page.getByLabel('お客さま番号')).toHaveValue('1000000001');
    expect(await serious(page)).toEqual([]);

    await page.getByRole('checkbox', { name: /コミュファ光電話/ }).check();
    await page.getByLabel(/提供条件と/).check();
    await page.getByRole('button', { name: 'オプションを申し込む' }).click();
    await expect(page.getByTestId('flow-receipt')).toContainText('コミュファ光電話');
    const number = (await page.getByTestId('receipt-number').textContent())!.trim();
    expect(number).toMatch(/^U/);
    receipts.upsell.push(number);
  });
});

test.describe('/support/', () => {
  test('covers moving, options, payment, trouble and cancellation with the phone modal', async ({
    page,
  }) => {
    await page.goto(`${base}/support/`);
    for (const h of [
      'お引越し（移転）',
      'オプションの追加・変更',
      'お支払い方法の変更',
      '故障・つながらないとき',
      'ご解約',
    ]) {
      await expect(page.getByRole('heading', { name: h })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: '移転のお手続きへ' })).toHaveAttribute(
      'href',
      '/transfer/',
    );
    await expect(page.getByRole('link', { name: 'オプションのお申し込みへ' })).toHaveAttribute(
      'href',
      '/option/apply/',
    );
    await expect(page.getByRole('link', { name: '解約時の費用について' })).toHaveAttribute(
      'href',
      '/service/cancellation/',
    );
    expect(await serious(page)).toEqual([]);
    await page.locator('main').getByRole('button', { name: '電話で相談' }).click();
    await expect(page.locator('main').getByTestId('phone-consult-modal')).toBeVisible();
  });
});

test.describe('stored rows', () => {
  test('each request is listed by the operator CLI, and refused ones are not', async () => {
    test.setTimeout(120_000);
    expect(receipts.contact).toHaveLength(1);
    expect(receipts.transfer).toHaveLength(1);
    expect(receipts.upsell).toHaveLength(1);
    await server!.stop();
    server = null;
    const contacts = admin('contacts:list').trim().split('\n');
    expect(contacts).toHaveLength(1);
    expect(contacts[0]).toContain(receipts.contact[0]);
    expect(contacts[0]).toContain('visitReservation');
    const transfers = admin('transfers:list').trim().split('\n');
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toContain(receipts.transfer[0]);
    expect(transfers[0]).toContain('1000000001');
    expect(transfers[0]).toContain(jstDate(30));
    const upsells = admin('upsells:list').trim().split('\n');
    expect(upsells).toHaveLength(1);
    expect(upsells[0]).toContain(receipts.upsell[0]);
    expect(upsells[0]).toContain('phone');
  });
});
