// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorView } from '@/components/layout/error-view';

afterEach(cleanup);

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
    expect(screen.getByRole('link', { name: 'TOPに戻る' }).getAttribute('href')).toBe('/');
  });

  it('generic variant: エラーが発生しました。 with links to main pages', () => {
    render(<ErrorView variant="error" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('エラーが発生しました。');
    expect(screen.getByRole('link', { name: 'TOPに戻る' }).getAttribute('href')).toBe('/');
    const nav = screen.getByRole('navigation', { name: '主なページ' });
    expect(nav.querySelectorAll('a').length).toBeGreaterThanOrEqual(4);
  });
});
