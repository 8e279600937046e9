import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ShellLink } from '@/components/layout/shell-link';
import { Icon } from '@/components/ui/icon';

/*
 * Server components that every page repeats (the shell's links, the icons) hand React no prop
 * whose value is undefined: React still writes each such prop into the page's RSC payload as
 * "$undefined", about 250 of them on the home page.
 */
const undefinedProps = (element: ReactElement) =>
  Object.entries(element.props as Record<string, unknown>)
    .filter(([, value]) => value === undefined)
    .map(([key]) => key);

describe('no undefined props in the shell markup', () => {
  it('a plain link, a tracked link and a drawer link', () => {
    expect(undefinedProps(ShellLink({ href: '/plan/' }) as ReactElement)).toEqual([]);
    const tracked = ShellLink({
      href: '/plan/',
      place: 'mobile drawer menu',
      trackText: 'プラン',
      closesDialog: true,
    }) as ReactElement;
    expect(undefinedProps(tracked)).toEqual([]);
    expect(tracked.props).toMatchObject({
      'data-track-place': 'mobile drawer menu',
      'data-track-text': 'プラン',
      'data-dialog-close': '',
    });
  });

  it('a decorative icon and a labelled one', () => {
    const decorative = Icon({ name: 'phone' }) as ReactElement;
    expect(undefinedProps(decorative)).toEqual([]);
    expect(decorative.props).toMatchObject({ 'aria-hidden': true });
    const labelled = Icon({ name: 'phone', label: '電話' }) as ReactElement;
    expect(undefinedProps(labelled)).toEqual([]);
    expect(labelled.props).toMatchObject({ role: 'img', 'aria-label': '電話' });
  });
});
