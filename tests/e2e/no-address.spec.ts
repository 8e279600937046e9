import { readFileSync, existsSync } from 'node:fs';
import { NEW_BUILD_NOTICE } from '@/lib/apply/submission';
import path from 'node:path';
import { seriousViolations } from './helpers/axe';
import { expect, test, type BrowserContext } from './helpers/test';
import sharp from 'sharp';
import { distanceMetres, movePin, PIN_MESSAGES, prefecturesOfPoint } from '@/lib/area/pin';
import { townPointsSource } from '@/lib/server/area/town-points-file.mjs';
import { readStoredApplications } from './helpers/stored-applications';
import { e2eTownPoints } from './helpers/town-points.mjs';
import * as wizard from './helpers/wizard';

/**
 * A new build without an address (番地) end to end, offline: the map's tiles (地理院タイル by
 * default) are answered from tests/fixtures/map-tiles by the browser context, and any other
 * outside request is refused, so nothing leaves the machine. Sample data: 〒460-0008 名古屋市中区栄
 * (served, 10G, 約1〜2ヶ月). The pin check reads the real town points (Geolonia 住所データ, built by
 * `npm run build` from the shared folder) when they are there, else the hand-made fixture
 * (tests/e2e/helpers/town-points.mjs); the checks that need real towns run on the real data only.
 */

const townPoints = e2eTownPoints(process.env);

const TILES = ['tile-a.png', 'tile-b.png'].map((f) =>
  readFileSync(path.join('tests/fixtures/map-tiles', f)),
);

async function serveTilesOffline(context: BrowserContext): Promise<string[]> {
  const tileRequests: string[] = [];
  await context.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    async (route) => {
      const m = /\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(new URL(route.request().url()).pathname);
      if (!m) return route.abort();
      tileRequests.push(route.request().url());
      await route.fulfill({
        status: 200,
        contentType: 'image/png',
        // MapLibre fetches tiles with CORS, as 地理院タイル allow.
        headers: { 'access-control-allow-origin': '*' },
        body: TILES[(Number(m[2]) + Number(m[3])) % 2]!,
      });
    },
  );
  return tileRequests;
}

test.describe('a new build without an address: pin on the map', () => {
  test.beforeEach(() => {
    test.skip(test.info().project.name !== 'desktop', 'the flow is the same for every viewport');
  });

  test('pin by keyboard, provisional result, application stored with the pin and a PNG', async ({
    page,
    context,
  }) => {
    test.setTimeout(240_000);
    const tileRequests = await serveTilesOffline(context);
    await page.goto('/apply/area/');
    await page.getByLabel('郵便番号').fill('460-0008');
    await page.getByRole('button', { name: '郵便番号から住所を入力' }).click();
    await expect(page.getByLabel('市区町村')).toHaveValue('名古屋市中区');
    await page.getByLabel('住所（番地）がまだ決まっていない（新築など）').check();
    await page.getByLabel('地番（わかる場合）').fill('字北山123番');
    await page.getByLabel('補足（目印など・任意）').fill('造成中の分譲地の北東の角');

    // Searching without a pin asks for one, next to the map button.
    await page.getByRole('button', { name: '提供エリアを確認する' }).click();
    await expect(page.getByText(PIN_MESSAGES.required, { exact: true })).toBeVisible();

    // The map (and MapLibre) loads when opened; tiles come from the fixtures.
    await page.getByRole('button', { name: '地図で設置場所を指定する' }).click();
    const map = page.getByRole('application', { name: '設置場所の地図' });
    await expect(map.locator('canvas')).toBeVisible({ timeout: 30_000 });
    await expect(map).toContainText('地理院タイル'); // attribution, expanded
    await expect.poll(() => tileRequests.length).toBeGreaterThan(0);
    // Focus moves into the map as it opens; a mouse and keyboard get the keyboard instructions.
    await expect(map).toBeFocused();
    await expect(page.getByTestId('pin-help')).toContainText('矢印キー', { useInnerText: true });
    await expect(page.getByTestId('pin-help')).not.toContainText('指で', { useInnerText: true });
    // No tab stop between the map and its confirm button, and no control named in English.
    const confirmButton = page.getByRole('button', { name: 'この位置で確定する' });
    await page.keyboard.press('Tab');
    await expect(confirmButton).toBeFocused();
    const names = await map.evaluate((el) =>
      [el, ...el.querySelectorAll('*')].flatMap((e) =>
        ['aria-label', 'title'].map((a) => e.getAttribute(a) ?? '').filter(Boolean),
      ),
    );
    expect(names.filter((n) => /[A-Za-z]/.test(n))).toEqual([]);
    // The data credits (CC BY 4.0) follow the button.
    await expect(page.getByTestId('pin-map-credits')).toContainText(
      '町名の位置：Geolonia 住所データ（CC BY 4.0）、国土交通省 位置参照情報を加工',
    );

    // Keyboard only: focus the map, an arrow key puts the pin, more keys move it.
    const readout = page.getByTestId('pin-readout');
    await expect(readout).toHaveText('ピンはまだ置かれていません。');
    await map.focus();
    await page.keyboard.press('ArrowUp');
    await expect(readout).toContainText('ピンの位置：北緯');
    const first = await readout.textContent();
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('ArrowRight');
    await expect(readout).not.toHaveText(first ?? '');
    // A tap (click) moves the pin there; the keyboard goes on from it.
    const afterKeys = await readout.textContent();
    const box = (await map.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.4);
    await expect(readout).not.toHaveText(afterKeys ?? '');
    const afterTap = await readout.textContent();
    await map.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(readout).not.toHaveText(afterTap ?? '');
    expect(await seriousViolations(page)).toEqual([]);
    const [lat, lng] = ((await readout.textContent()) ?? '')
      .match(/北緯 ([\d.]+)°・東経 ([\d.]+)°/)!
      .slice(1)
      .map(Number) as [number, number];
    expect(lat).toBeGreaterThan(34.5);
    expect(lng).toBeGreaterThan(136.5);

    // With the pin on the map, still one Tab from the map to the button; Enter confirms.
    await map.focus();
    await page.keyboard.press('Tab');
    await expect(confirmButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('pin-confirmed')).toContainText(
      `北緯 ${lat.toFixed(6)}°・東経 ${lng.toFixed(6)}°`,
      { timeout: 30_000 },
    );
    // The map closes and focus comes back to the button that opens it again.
    await expect(page.getByRole('button', { name: '地図で位置を変更する' })).toBeFocused();

    // The town's coverage decides, marked provisional.
    await page.getByRole('button', { name: '提供エリアを確認する' }).click();
    const result = page.getByTestId('area-result');
    await expect(result).toHaveAttribute('data-service-area', 'yes', { timeout: 60_000 });
    await expect(result.getByRole('heading')).toHaveText(
      'ご入力の町名・大字は提供エリア（仮判定）です。',
    );
    await expect(result.getByTestId('area-provisional')).toContainText('仮の判定');
    await wizard.proceedFromServedArea(page);

    // The rest of the application.
    await wizard.choosePlan(page, { menu: 0, summary: 'desktop' });
    await wizard.fillApplicant(page, {
      last: '新築',
      first: '花子',
      lastKana: 'しんちく',
      firstKana: 'はなこ',
      gender: '女性',
      dob: ['1990', '5', '5'],
      phone: '052-987-6543',
      // The default campaign (光乗りかえ) needs a mobile number.
      mobile: '090-8765-4321',
      mail: 'hanako@example.jp',
    });
    // Without 番地 the installation place cannot receive documents: another address is required.
    await page.getByRole('button', { name: '次へ進む' }).click();
    await expect(page.getByTestId('error-summary')).toContainText('書類の送付先');
    await page.getByLabel('別の住所を指定する').check();
    await page.getByLabel(/^郵便番号/).fill('460-0008');
    await page.getByRole('button', { name: '郵便番号から住所を入力' }).click();
    await expect(page.getByLabel(/^市区町村/)).toHaveValue('名古屋市中区');
    await page.getByLabel(/^丁目・番地/).fill('2丁目3-4');
    await wizard.nextStep(page, 'form3');
    await wizard.chooseBank(page, { number: '7654321', holder: 'シンチク　ハナコ' });
    await wizard.agreePaymentAndConstruction(page, { currentLine: 'よその光' });
    await wizard.nextStep(page, 'terms');
    // The review names the pin, the note and that the area result is provisional.
    await expect(page.getByTestId('review-pin')).toContainText(/北緯\d+\.\d{6} 東経\d+\.\d{6}/);
    await expect(page.getByTestId('review-new-build-notice')).toHaveText(NEW_BUILD_NOTICE);
    await wizard.agreeToTerms(page);
    const receipt = await wizard.submitApplication(page, 30_000);
    expect(receipt).not.toBe('');
    const pin = (await page.getByTestId('completed-pin').textContent()) ?? '';
    expect(pin).toMatch(/^北緯\d+\.\d{6} 東経\d+\.\d{6}$/);
    await expect(page.getByTestId('completed-new-build-notice')).toHaveText(NEW_BUILD_NOTICE);
    const newBuild = page.getByTestId('completed-new-build');
    await expect(newBuild).toContainText('造成中の分譲地の北東の角');

    // After a reload the receipt reads the place again from the server (by the tab's token):
    // the pin, the note and the notice stay, and the browser's storage holds no place.
    await page.reload();
    await expect(page.getByTestId('receipt-number')).toHaveText(receipt);
    await expect(page.getByTestId('completed-pin')).toHaveText(pin);
    await expect(newBuild).toContainText('造成中の分譲地の北東の角');
    await expect(page.getByTestId('completed-new-build-notice')).toHaveText(NEW_BUILD_NOTICE);
    const stored = await page.evaluate(
      () =>
        JSON.stringify({ ...localStorage }) +
        JSON.stringify({ ...sessionStorage }) +
        document.cookie,
    );
    for (const personal of [pin.match(/\d+\.\d{6}/)![0], '造成中', '北緯'])
      expect(stored).not.toContain(personal);

    // The stored row: the pin (6 decimals), the flags, the note and the image key.
    const row = readStoredApplications().rows.find((r) => r.receiptNumber === receipt);
    const data = row!.formData as {
      planData: Record<string, unknown>;
      installationInfo: Record<string, unknown>;
      form3: Record<string, unknown>;
    };
    expect(data.planData).toMatchObject({ isNoAddress: true, isPinGoogleMap: true });
    expect(data.form3).toMatchObject({ isCheckedMap: true });
    expect(data.installationInfo).toMatchObject({
      latitude: lat,
      longitude: lng,
      line1_kanji: '字北山123番',
      detail: '造成中の分譲地の北東の角',
      image: expect.stringMatching(/^map-images\/[0-9a-f-]{36}\.png$/),
    });

    // The image file exists in the storage directory and is a PNG of the map.
    const file = path.resolve(
      process.env.E2E_DATA_DIR ?? '.data-e2e',
      'files',
      data.installationInfo.image as string,
    );
    expect(existsSync(file)).toBe(true);
    const bytes = readFileSync(file);
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 480, height: 320 });
  });

  test('the upload refuses a pin outside the five prefectures or > 2 km from the town, storing nothing', async ({
    request,
  }) => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const upload = (latitude: string, longitude: string) =>
      request.post('/api/map-image/', {
        headers: { 'x-map-upload': '1' },
        multipart: {
          image: { name: 'map.png', mimeType: 'image/png', buffer: png },
          latitude,
          longitude,
          prefecture: '愛知県',
          city: '名古屋市中区',
          town: '栄',
        },
      });
    const tokyo = await upload('35.681236', '139.767125');
    expect(tokyo.status()).toBe(400);
    expect(await tokyo.json()).toEqual({
      error: { field: 'latitude', message: PIN_MESSAGES.outsidePrefectures },
    });
    if (!townPoints.real) {
      // 0.03° north of 栄一丁目 of the hand-made town points: 3.3 km (real towns: the tests below).
      const far = await upload('35.195', '136.895');
      expect(far.status()).toBe(400);
      expect(await far.json()).toEqual({
        error: { field: 'latitude', message: PIN_MESSAGES.tooFar(3.3) },
      });
    }
    const noHeader = await request.post('/api/map-image/', {
      multipart: { image: { name: 'map.png', mimeType: 'image/png', buffer: png } },
    });
    expect(noHeader.status()).toBe(403);
  });

  test('outside the five prefectures (東京都) a new build is told it is outside the area, no map', async ({
    page,
  }) => {
    await page.goto('/apply/area/');
    await page.getByLabel('郵便番号').fill('100-0005');
    await page.getByRole('button', { name: '郵便番号から住所を入力' }).click();
    await expect(page.getByLabel('市区町村')).toHaveValue('千代田区');
    await page.getByLabel('住所（番地）がまだ決まっていない（新築など）').check();
    await expect(page.getByTestId('pin-outside-area')).toHaveText(
      PIN_MESSAGES.prefectureOutsideArea('東京都'),
    );
    await expect(page.getByRole('button', { name: '地図で設置場所を指定する' })).toHaveCount(0);
    await page.getByRole('button', { name: '提供エリアを確認する' }).click();
    const result = page.getByTestId('area-result');
    await expect(result).toHaveAttribute('data-service-area', 'no', { timeout: 30_000 });
    await expect(result).toContainText('現在提供エリア外です');
  });
});

test.describe('the pin check on the real town points (Geolonia 住所データ)', () => {
  test.beforeEach(() => {
    test.skip(test.info().project.name !== 'desktop', 'server checks: one viewport is enough');
  });

  test('the e2e server reads the real town points whenever the shared data is there', () => {
    test.skip(!townPointsSource(process.env), 'no shared data (README "Town points")');
    test.skip(!!process.env.TOWN_POINTS_FILE, 'TOWN_POINTS_FILE chooses the file');
    expect(townPoints).toMatchObject({ real: true });
  });

  test('a pin in 長久手市岩作北山 is accepted, 2.3 km and 5 km away refused, across the Gifu–Shiga border refused', async ({
    request,
  }) => {
    test.skip(!townPoints.real, 'needs the real town points (npm run build with the shared data)');
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const upload = (
      pin: { latitude: number; longitude: number },
      address: { prefecture: string; city: string; town: string },
    ) =>
      request.post('/api/map-image/', {
        headers: { 'x-map-upload': '1' },
        multipart: {
          image: { name: 'map.png', mimeType: 'image/png', buffer: png },
          latitude: String(pin.latitude),
          longitude: String(pin.longitude),
          ...address,
        },
      });
    // 岩作北山's representative point (位置参照情報) and pins due north of it.
    const nagakute = { prefecture: '愛知県', city: '長久手市', town: '岩作北山' };
    const kitayama = { latitude: 35.190049, longitude: 137.043625 };
    const near = movePin(kitayama, 300, 200);
    const accepted = await upload(near, nagakute);
    expect(accepted.status()).toBe(201);
    expect(await accepted.json()).toMatchObject({ key: expect.stringMatching(/^map-images\//) });
    for (const metres of [2_300, 5_000]) {
      const pin = movePin(kitayama, metres, 0);
      const km = Math.round(distanceMetres(pin, kitayama) / 100) / 10;
      expect(km).toBe(metres / 1000);
      const far = await upload(pin, nagakute);
      expect(far.status()).toBe(400);
      expect(await far.json()).toEqual({
        error: { field: 'latitude', message: PIN_MESSAGES.tooFar(km) },
      });
    }

    // 米原市柏原 (滋賀県) lies in Gifu's bounding box; the nearest town points say Shiga, which is
    // none of the five.
    const sekigahara = { prefecture: '岐阜県', city: '不破郡関ケ原町', town: '今須' };
    const kashiwabara = { latitude: 35.334671, longitude: 136.398783 };
    expect(prefecturesOfPoint(kashiwabara)).toContain('岐阜県');
    const shiga = await upload(kashiwabara, sekigahara);
    expect(shiga.status()).toBe(400);
    expect(await shiga.json()).toEqual({
      error: { field: 'latitude', message: PIN_MESSAGES.outsidePrefectures },
    });
    // 今須 itself, on the Gifu side of the same border, is accepted.
    const imasu = await upload({ latitude: 35.3295, longitude: 136.43415 }, sekigahara);
    expect(imasu.status()).toBe(201);
  });
});

test.describe('a new build on a phone (touch)', () => {
  test.use({ hasTouch: true, isMobile: true });
  test.beforeEach(() => {
    test.skip(test.info().project.name !== 'mobile', 'the phone walk');
  });

  test('480-1100 asks for the town, the map takes focus with touch instructions, a tap places the pin', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    await serveTilesOffline(context);
    await page.goto('/apply/area/');
    await page.getByLabel('郵便番号').fill('480-1100');
    await page.getByRole('button', { name: '郵便番号から住所を入力' }).tap();
    await expect(page.getByLabel('市区町村')).toHaveValue('長久手市');
    await expect(page.getByLabel('町名・大字')).toHaveValue('');
    const status = page.getByTestId('postal-fill-status');
    await expect(status).toHaveText('住所を入力しました。続けて町名・大字を入力してください。');
    await page.getByLabel('住所（番地）がまだ決まっていない（新築など）').check();
    await expect(status).not.toContainText('丁目・番地');
    await page.getByLabel('町名・大字').fill('岩作北山');

    await page.getByRole('button', { name: '地図で設置場所を指定する' }).tap();
    const map = page.getByRole('application', { name: '設置場所の地図' });
    await expect(map.locator('canvas')).toBeVisible({ timeout: 30_000 });
    await expect(map).toBeFocused();
    // Touch instructions only: no Shift or arrow keys on a phone (as shown, i.e. innerText).
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
    const help = page.getByTestId('pin-help');
    await expect(help).toContainText('タップ', { useInnerText: true });
    await expect(help).not.toContainText('Shift', { useInnerText: true });
    await expect(help).not.toContainText('矢印キー', { useInnerText: true });

    const box = (await map.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2 + 20, box.y + box.height / 2 + 20);
    const readout = page.getByTestId('pin-readout');
    await expect(readout).toContainText('ピンの位置：北緯');
    if (townPoints.real) await expect(readout).toContainText('ご入力の町名から約0.');
    await page.getByRole('button', { name: 'この位置で確定する' }).tap();
    await expect(page.getByTestId('pin-confirmed')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: '地図で位置を変更する' })).toBeFocused();
  });
});
