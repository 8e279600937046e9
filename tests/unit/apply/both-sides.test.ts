import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitApplication } from '@/lib/apply/submit-application';
import { SERVER_PRICING_MESSAGES } from '@/lib/server/pricing';
import { applicationSchema, type ApplicationInput } from '@/lib/validation/application';
import { ApplicationRejectedError, type SubmitApplicationInput } from '@/lib/apply/submission';
import { createFetchCaller } from '@/lib/graphql/fetch-caller';
import { GraphqlRequestError } from '@/lib/graphql/errors';
import { APPLY, validApplication, type ApplyResult } from '../server/fixtures';
import { countRows, createTestServer, type TestServer } from '../server/helpers';

/**
 * The server refuses what the browser refuses: the same invalid applications go through
 * applicationSchema (composed of the step schemas the wizard's forms check with) and through
 * applyCTC on a yoga instance over PGlite; both report the same fields with the same Japanese
 * messages, and nothing is stored.
 */

type Mutable = Record<string, Record<string, unknown>>;
const variant = (edit: (a: Mutable) => void): ApplicationInput => {
  const app = structuredClone(validApplication()) as unknown as Mutable;
  edit(app);
  return app as unknown as ApplicationInput;
};

const INVALID: [string, ApplicationInput][] = [
  ['kana name in romaji', variant((a) => (a.form2!.lastName_kana = 'Yamada'))],
  ['e-mail confirmation differs', variant((a) => (a.form2!.mailConfirm = 'other@example.jp'))],
  [
    'applicant under 18',
    variant((a) => Object.assign(a.form2!, { dobYear: new Date().getFullYear() - 10 })),
  ],
  ['phone of 9 digits', variant((a) => (a.form2!.daytimePhone = { number: '052-123-456' }))],
  ['corporation without its name', variant((a) => (a.form2!.applicantType = 'corporation'))],
  [
    'account number of 6 digits',
    variant((a) => ((a.form3!.bankInfo as Record<string, unknown>).accountNo = '123456')),
  ],
  [
    'account holder in latin letters',
    variant((a) => ((a.form3!.bankInfo as Record<string, unknown>).accountNameKana = 'YAMADA')),
  ],
  [
    'portability of a 050 number',
    variant((a) => (a.form3!.currentPhoneInfo = { number: '050-1234-5678' })),
  ],
  [
    'portability without 光電話',
    variant((a) => Object.assign(a.planData!, { baseMenu: 0, isPhone: false })),
  ],
  ['construction agreement missing', variant((a) => (a.form3!.isAgreeOfConstruction2 = false))],
  ['explanation not agreed', variant((a) => (a.terms!.isAgreeExplanation = false))],
  [
    'phone terms not agreed',
    variant(
      (a) => ((a.terms!.agreeOfTelecomServiceInfo as Record<string, unknown>).isPhone = false),
    ),
  ],
];

const browserFields = (input: unknown) => {
  const result = applicationSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
};

const sortFields = (f: { path: string; message: string }[]) =>
  [...f].sort((a, b) => `${a.path}${a.message}`.localeCompare(`${b.path}${b.message}`));

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
}, 120_000);
afterAll(async () => {
  await server.close();
});

describe('the same rules in the browser and in applyCTC', () => {
  it.each(INVALID)(
    '%s: refused by both with the same fields and messages, nothing stored',
    async (_name, input) => {
      const browser = browserFields(input);
      expect(browser.length).toBeGreaterThan(0);
      const res = await server.gql(APPLY, {
        formDataJSON: JSON.stringify(input),
        idempotencyKey: `both-${crypto.randomUUID()}`,
      });
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(sortFields(res.errors?.[0]?.extensions?.fields ?? [])).toEqual(sortFields(browser));
      expect(await countRows(server.database, 'applications')).toBe(0);
    },
  );

  it('full-width and hiragana input is accepted by both and stored normalised', async () => {
    const input = variant((a) => {
      Object.assign(a.form2!, {
        lastName_kana: 'やまだ',
        daytimePhone: { number: '０５２－１２３－４５６７' },
      });
      Object.assign(a.form3!.bankInfo as Record<string, unknown>, {
        accountNo: '３１４１５９２',
        accountNameKana: 'やまだ　たろう',
      });
    });
    expect(browserFields(input)).toEqual([]);
    const res = await server.gql<ApplyResult>(APPLY, {
      formDataJSON: JSON.stringify(input),
      idempotencyKey: 'both-normalised-1',
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.applyCTC.receiptNumber).toMatch(/\S/);
    const rows = (await server.database.db.execute(
      `SELECT form_data FROM applications WHERE receipt_number = '${res.data!.applyCTC.receiptNumber}'`,
    )) as unknown as {
      rows: {
        form_data: { form2: Record<string, unknown>; form3: { bankInfo: Record<string, unknown> } };
      }[];
    };
    const stored = rows.rows[0]!.form_data;
    expect(stored.form2.lastName_kana).toBe('ヤマダ');
    expect(stored.form2.daytimePhone).toMatchObject({ number: '0521234567' });
    expect(stored.form3.bankInfo.accountNameKana).toBe('ヤマダ　タロウ');
    expect(stored.form3.bankInfo.accountNo).not.toBe('3141592');
  });
});

/** The wizard's submit function against the same in-process server. */
describe('submitApplication (the machine submit actor)', () => {
  const viaYoga: typeof fetch = async (_url, init) => {
    const body = String(init?.body ?? '');
    return server.post(body, {});
  };
  /** The site's GraphQL transport (with its retries) over a given fetch. */
  const over = (fetchImpl: typeof fetch) => createFetchCaller({ fetchImpl });
  const toSubmitInput = (
    app: ApplicationInput,
    idempotencyKey: string,
  ): SubmitApplicationInput => ({
    idempotencyKey,
    planData: app.planData as SubmitApplicationInput['planData'],
    campaignData: app.campaignData as SubmitApplicationInput['campaignData'],
    estimate: app.estimate as SubmitApplicationInput['estimate'],
    customerData: {
      installationInfo:
        app.installationInfo as SubmitApplicationInput['customerData']['installationInfo'],
      areaData: app.areaData as SubmitApplicationInput['customerData']['areaData'],
      areaSearchInput: null,
      // As sent, valid or not: the server parses the whole application.
      form2: app.form2 as SubmitApplicationInput['customerData']['form2'],
      form3: app.form3 as SubmitApplicationInput['customerData']['form3'],
      terms: app.terms as SubmitApplicationInput['customerData']['terms'],
    },
  });

  it('sends once per key: a repeat with the same key returns the same receipt and stores one', async () => {
    const before = await countRows(server.database, 'applications');
    const input = toSubmitInput(validApplication(7), 'submit-key-0001');
    const first = await submitApplication(input, over(viaYoga));
    const again = await submitApplication(input, over(viaYoga));
    expect(again.receiptNumber).toBe(first.receiptNumber);
    expect(first.introductionId).toMatch(/\S/);
    expect(await countRows(server.database, 'applications')).toBe(before + 1);
  });

  it('an invalid application is parsed once, by the server: its schema fields, nothing stored', async () => {
    let calls = 0;
    const counting: typeof fetch = async (...args) => {
      calls++;
      return viaYoga(...args);
    };
    const before = await countRows(server.database, 'applications');
    const input = toSubmitInput(INVALID[1]![1], 'submit-key-0002');
    const error = await submitApplication(input, over(counting)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApplicationRejectedError);
    expect((error as ApplicationRejectedError).fields).toEqual([
      { path: 'form2.mailConfirm', message: 'メールアドレスが一致しません' },
    ]);
    expect(calls).toBe(1);
    expect(await countRows(server.database, 'applications')).toBe(before);
  });

  it('the server priced differently: BAD_USER_INPUT at planData with its estimate update', async () => {
    const app = validApplication(9);
    // A friend amount without an introducer: the browser schema lets it pass, the server reprices.
    (app.campaignData as Record<string, unknown>).originalFriendCPCost = 5000;
    const refused = await submitApplication(
      toSubmitInput(app, 'submit-key-0004'),
      over(viaYoga),
    ).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApplicationRejectedError);
    const { fields, estimateUpdate } = refused as ApplicationRejectedError;
    expect(fields).toEqual([
      { path: 'planData', message: SERVER_PRICING_MESSAGES.estimateUpdated },
    ]);
    expect(estimateUpdate?.changes).toContainEqual(
      expect.objectContaining({ key: 'campaignData.originalFriendCPCost', after: '0' }),
    );
  });

  it('maps a server BAD_USER_INPUT to the refused fields, and a network failure to a retryable error', async () => {
    const refusing: typeof fetch = async () =>
      new Response(
        JSON.stringify({
          errors: [
            {
              message: 'x',
              extensions: {
                code: 'BAD_USER_INPUT',
                fields: [{ path: 'form3.bankInfo.bankCode', message: '金融機関が見つかりません' }],
              },
            },
          ],
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    const input = toSubmitInput(validApplication(8), 'submit-key-0003');
    const refused = await submitApplication(input, over(refusing)).catch((e: unknown) => e);
    expect((refused as ApplicationRejectedError).fields).toEqual([
      { path: 'form3.bankInfo.bankCode', message: '金融機関が見つかりません' },
    ]);
    const offline: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    const failed = await submitApplication(input, over(offline)).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(GraphqlRequestError);
    expect((failed as GraphqlRequestError).statusCode).toBe(0);
  });
});
