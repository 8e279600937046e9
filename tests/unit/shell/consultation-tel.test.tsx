import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PhoneConsult } from '@/components/layout/phone-consult';
import { telOf } from '@/lib/content/operator';
import { telHref } from '@/lib/site';

describe("consultation number from the operator's facts", () => {
  it('accepts Japanese numbers as written and refuses anything else', () => {
    const confirmed = (value: string) => telOf({ value, status: 'confirmed' });
    expect(confirmed('0120-123-456')).toBe('0120-123-456');
    expect(confirmed('０５２－１２３－４５６７')).toBe('052-123-4567');
    expect(confirmed('09012345678')).toBe('09012345678');
    for (const bad of ['', '  ', '120-123-456', '0120-123', 'tel:0120123456', 'abc'])
      expect(confirmed(bad)).toBeNull();
    // A placeholder is never shown as a number, whatever its value.
    expect(telOf({ value: '0120-123-456', status: 'placeholder' })).toBeNull();
    expect(telHref('0120-123-456')).toBe('tel:0120123456');
  });

  it('the modal links a configured number and renders no tel: link without one', () => {
    const withTel = renderToStaticMarkup(
      <PhoneConsult tel="0120-123-456" displayText="10:00〜18:00" />,
    );
    expect(withTel).toContain('href="tel:0120123456"');
    const without = renderToStaticMarkup(<PhoneConsult tel={null} displayText="10:00〜18:00" />);
    expect(without).not.toContain('tel:');
    expect(without).toContain('href="/contact/"');
    expect(without).toContain('10:00〜18:00');
  });
});
