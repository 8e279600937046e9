import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PhoneConsult } from '@/components/layout/phone-consult';
import { parseConsultationTel, telHref } from '@/lib/site';

describe('consultation number from configuration', () => {
  it('accepts Japanese numbers as written and refuses anything else', () => {
    expect(parseConsultationTel('0120-123-456')).toBe('0120-123-456');
    expect(parseConsultationTel('０５２－１２３－４５６７')).toBe('052-123-4567');
    expect(parseConsultationTel('09012345678')).toBe('09012345678');
    for (const bad of [undefined, '', '  ', '120-123-456', '0120-123', 'tel:0120123456', 'abc'])
      expect(parseConsultationTel(bad)).toBeNull();
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
