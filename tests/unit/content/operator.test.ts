import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createReader } from '@keystatic/core/reader';
import config from '@/keystatic.config';
import {
  OPERATOR_FACTS,
  callbackSlots,
  operatorContact,
  placeholderFacts,
  type OperatorFacts,
} from '@/lib/content/operator';
import { operatorFactsSchema } from '@/lib/content/operator-schema';
import { defaultSettings } from '@/lib/state/types';
import { CONTACT_HOURS, CONTACT_HOURS_LABELS } from '@/lib/validation/form2';

const FILE = 'content/site/operator.json';

describe("the operator's facts (content/site/operator.json)", () => {
  it('the file passes its schema and the CMS singleton reads the same values', async () => {
    const json = JSON.parse(fs.readFileSync(FILE, 'utf8'));
    expect(operatorFactsSchema.parse(json)).toEqual(json);
    const fromCms = await createReader(process.cwd(), config).singletons.operator.read();
    expect(fromCms).toEqual(json);
  });

  it('unknown facts stay placeholders: listed, and null for the e-mails', () => {
    const facts: OperatorFacts = {
      ...OPERATOR_FACTS,
      companyName: { value: '株式会社サンプル', status: 'confirmed' },
      address: { value: '名古屋市', status: 'placeholder' },
      registration: { value: '', status: 'confirmed' },
    };
    const keys = placeholderFacts(facts).map(([k]) => k);
    expect(keys).toContain('address');
    expect(keys).toContain('registration');
    expect(keys).not.toContain('companyName');
    const contact = operatorContact(facts);
    expect(contact.companyName).toBe('株式会社サンプル');
    expect(contact.address).toBeNull();
    expect(contact.registration).toBeNull();
  });

  it("the form's callback slots are the file's, inside the sales desk's default hours", () => {
    const slots = callbackSlots();
    expect(CONTACT_HOURS).toEqual(['any', ...slots.map((s) => s.key)]);
    for (const s of OPERATOR_FACTS.callbackSlots) {
      expect(s.from).toBeGreaterThanOrEqual(defaultSettings.callTime.displayFirstTime);
      expect(s.to).toBeLessThanOrEqual(defaultSettings.callTime.displayLastTime);
      expect(CONTACT_HOURS_LABELS[`${s.from}-${s.to}`]).toBe(`${s.from}時〜${s.to}時`);
    }
  });
});
