// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { AddressFields } from '@/components/ui/form/address-fields';
import { CustomerNumberAndPhone, MailInput, TextInput } from '@/components/ui/form/bound';
import { PhoneInput } from '@/components/ui/form/choice-inputs';
import { EMPTY_POSTAL_ADDRESS, type PostalAddressValues } from '@/lib/validation/area-labels';

afterEach(cleanup);

/** Values of a form using the kit's blocks. */
type Values = {
  customerNumber: string;
  phone: string;
  mail: string;
  address: PostalAddressValues;
  daytimePhone: { number: string; phone1: string; phone2: string; phone3: string };
};

const empty: Values = {
  customerNumber: '',
  phone: '',
  mail: '',
  address: EMPTY_POSTAL_ADDRESS,
  daytimePhone: { number: '', phone1: '', phone2: '', phone3: '' },
};

/**
 * components/ui/form/bound.tsx: the kit's fields are typed by the form's field paths (the
 * `@ts-expect-error` lines are checked by `npm run typecheck`: each would compile only if a wrong
 * name were accepted) and register themselves at those paths.
 */
function KitForm({ onForm }: { onForm: (form: UseFormReturn<Values>) => void }) {
  const form = useForm<Values>({ defaultValues: empty });
  onForm(form);
  return (
    <form>
      <CustomerNumberAndPhone form={form} />
      <MailInput form={form} />
      <AddressFields form={form} base="address" legend="送付先の住所" />
      <PhoneInput form={form} base="daytimePhone" label="電話番号" />
    </form>
  );
}

/** Names the values do not have (never rendered: typecheck only). */
function WrongNames() {
  const form = useForm<Values>({ defaultValues: empty });
  return (
    <form>
      {/* @ts-expect-error: no field 'mial' in the values */}
      <TextInput form={form} name="mial" label="x" />
      {/* @ts-expect-error: 'mail' is not an address object */}
      <AddressFields form={form} base="mail" legend="x" />
      {/* @ts-expect-error: 'address' has no phone number */}
      <PhoneInput form={form} base="address" label="x" />
    </form>
  );
}
void WrongNames;

/** A form without the customer number: the block cannot be placed on it. */
function WithoutCustomer() {
  const form = useForm<{ mail: string }>();
  // @ts-expect-error: the values hold no customerNumber and phone
  return <CustomerNumberAndPhone form={form} />;
}
void WithoutCustomer;

describe('the form kit', () => {
  it('registers each field at its path, and shows the error at that path next to it', async () => {
    let form: UseFormReturn<Values> | undefined;
    const { container } = render(<KitForm onForm={(f) => (form = f)} />);
    const names = [...container.querySelectorAll('input, select')].map((e) =>
      e.getAttribute('name'),
    );
    expect(names).toEqual(
      expect.arrayContaining([
        'customerNumber',
        'phone',
        'mail',
        'address.postalCode',
        'address.state_kanji',
        'address.city_kanji',
        'address.town_kanji',
        'address.line1_kanji',
        'address.line2_kanji',
        'address.line3_kanji',
        'daytimePhone.number',
      ]),
    );
    // 都道府県 is chosen from the 47 prefectures.
    expect(container.querySelector('[name="address.state_kanji"]')?.tagName).toBe('SELECT');
    act(() => form!.setError('address.city_kanji', { message: '市区町村を入力してください' }));
    expect(
      container.querySelector('[name="address.city_kanji"]')?.getAttribute('aria-invalid'),
    ).toBe('true');
    expect(container.textContent).toContain('市区町村を入力してください');
  });
});
