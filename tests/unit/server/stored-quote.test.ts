import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPTION_FLAGS } from '@/lib/pricing/options';
import { toStoredQuote } from '@/lib/pricing/quote';
import { chosenServices } from '@/lib/pricing/services';
import { applications } from '@/lib/server/db/schema';
import { PRIVACY_POLICY_VERSION } from '@/lib/content/privacy';
import type { BaseCampaign, BaseMenu, CampaignPolicy, PlanData } from '@/lib/state/types';
import { introductionAmount } from '@/lib/pricing/campaigns';
import {
  browserSimulation,
  contentPriceBook,
  validApplication,
  withBrowserEstimate,
} from '../fixtures/application';
import { APPLY, type ApplyResult } from './fixtures';
import { createTestServer, type TestServer } from './helpers';

/**
 * For random valid plans (course, base menu, options, campaign choice, introducer) priced by the
 * browser's engine at the content clock, applyCTC accepts the application and the quote it
 * stores equals toStoredQuote(simulateFees(...)) of the same inputs at the same clock: the server
 * and the browser price alike, and the row holds exactly that price.
 */

const NOW = '2026-11-20T12:00:00+09:00';
const APPLIED_AT = new Date(NOW).toISOString();

let server: TestServer;
beforeAll(async () => {
  process.env.CONTENT_NOW = NOW;
  server = await createTestServer();
}, 120_000);
afterAll(async () => {
  delete process.env.CONTENT_NOW;
  await server.close();
});

const flagOptions = OPTION_FLAGS.filter((o) => o.flag !== null).map((o) => o.flag!);

const planArb = fc.record({
  selectedPlan: fc.constantFrom<PlanData['selectedPlan']>('plan1G', 'plan10G'),
  baseMenu: fc.constantFrom<BaseMenu>(0, 1, 2),
  options: fc.subarray(flagOptions),
  netflixPlan: fc.constantFrom<PlanData['netflixPlan']>('none', 'normal', 'premium'),
  baseCampaign: fc.constantFrom<BaseCampaign | null>(
    null,
    'isChangeCP',
    'isOneYear980CP',
    'is50000CP',
  ),
  campaignPolicy: fc.constantFrom<CampaignPolicy>('benefits', 'price'),
  introducer: fc.boolean(),
});

describe('the stored quote is the browser simulateFees at the same clock', () => {
  it('for random valid plans', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(planArb, async (p) => {
        const base = validApplication(500 + n);
        const services = chosenServices({ baseMenu: p.baseMenu });
        const planData = {
          ...(base.planData as PlanData),
          selectedPlan: p.selectedPlan,
          baseMenu: p.baseMenu,
          isPhone: services.phone,
          isTV: services.tv,
          netflixPlan: p.netflixPlan,
          ...Object.fromEntries(p.options.map((f) => [f, true])),
        } as PlanData;
        const app = withBrowserEstimate(
          {
            ...base,
            planData,
            campaignData: {
              ...base.campaignData,
              baseCampaign: p.baseCampaign,
              campaignPolicy: p.campaignPolicy,
              ...(p.introducer
                ? {
                    introducerId: 'INT-SAMPLE01',
                    originalFriendCPCost: introductionAmount(contentPriceBook().campaigns),
                  }
                : {}),
            },
            form3: {
              ...base.form3,
              isPortability: services.phone,
              isHolidayConstruction: planData.isHolidayConstruction,
            },
            terms: {
              ...base.terms,
              agreeOfTelecomServiceInfo: {
                isNet: true,
                isPhone: services.phone,
                isTV: services.tv,
                isGigazo: planData.isGigazo,
              },
            },
          },
          APPLIED_AT,
        );
        const res = await server.gql<ApplyResult>(APPLY, {
          formDataJSON: JSON.stringify(app),
          idempotencyKey: `quote-property-${n++}`,
        });
        expect(res.errors).toBeUndefined();
        const [row] = await server.database.db
          .select()
          .from(applications)
          .where(eq(applications.receiptNumber, res.data!.applyCTC.receiptNumber));
        const expected = toStoredQuote(browserSimulation(app, APPLIED_AT), {
          appliedAt: APPLIED_AT,
          priceBookVersion: row!.priceBookVersion!,
        });
        expect(row!.priceBookVersion).toMatch(/^[0-9a-f]{16}$/);
        expect(row!.quote).toEqual(expected);
        expect(row!.formData).toMatchObject({ campaignData: expected.campaignData });
        expect(row!.formData).not.toHaveProperty('estimate');
      }),
      { numRuns: 12 },
    );
  });
});

describe('the application records the consent to the privacy policy with its version', () => {
  it('stores consent.privacyPolicyVersion (the policy in force) and the instant, and answers the ranges', async () => {
    const app = withBrowserEstimate(validApplication(900), APPLIED_AT);
    const res = await server.gql<ApplyResult>(APPLY, {
      formDataJSON: JSON.stringify(app),
      idempotencyKey: 'consent-version-1',
    });
    expect(res.errors).toBeUndefined();
    const [row] = await server.database.db
      .select()
      .from(applications)
      .where(eq(applications.receiptNumber, res.data!.applyCTC.receiptNumber));
    expect(row!.formData).toMatchObject({
      consent: { privacyPolicyVersion: PRIVACY_POLICY_VERSION, consentedAt: APPLIED_AT },
    });
  });
});
