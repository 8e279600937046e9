// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorView } from '@/components/layout/error-view';

afterEach(cleanup);

/**
 * The TOPに戻る link, by its text: the button breaks only between phrases (<wbr>), which
 * happy-dom's accessible name counts as a space while browsers count it as nothing.
 */
function topLink(): HTMLElement {
  const link = screen.getAllByRole('link').find((a) => a.textContent === 'TOPに戻る');
  if (!link) throw new Error('no link reads TOPに戻る');
  return link;
}

describe('ErrorView (spec "Error page")', () => {
  it('not-found variant: exact heading and text, TOPに戻る to /', () => {
    render(<ErrorView variant="notFound" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'お探しのページは見つかりませんでした。',
    );
    expect(
      screen.getByText(
        'アクセスしようとしたページは現在ご利用できません。お手数ですが、TOPまたは下記のリンクよりお探しください。',
      ),
    ).toBeTruthy();
    expect(topLink().getAttribute('href')).toBe('/');
  });

  it('generic variant: エラーが発生しました。 with links to main pages', () => {
    render(<ErrorView variant="error" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('エラーが発生しました。');
    expect(topLink().getAttribute('href')).toBe('/');
    const nav = screen.getByRole('navigation', { name: '主なページ' });
    expect(nav.querySelectorAll('a').length).toBeGreaterThanOrEqual(4);
  });
});
