// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  PAGE_HISTORY_KEY,
  previousPageOf,
  recordPageView,
  resetPageHistoryCache,
} from '@/lib/tracking/page-history';

beforeEach(() => {
  sessionStorage.clear();
  resetPageHistoryCache();
});

describe('page history', () => {
  it('gives the previous page of the current one', () => {
    recordPageView('/faq/');
    recordPageView('/plan/');
    expect(previousPageOf('/plan/', '')).toBe('/faq/');
  });
  it('survives a full page load through sessionStorage', () => {
    recordPageView('/faq/');
    resetPageHistoryCache();
    recordPageView('/dev/client-error/');
    expect(previousPageOf('/dev/client-error/', '')).toBe('/faq/');
    expect(JSON.parse(sessionStorage.getItem(PAGE_HISTORY_KEY)!)).toEqual({
      current: '/dev/client-error/',
      previous: '/faq/',
    });
  });
  it('an error before the view is recorded uses the current page as previous', () => {
    recordPageView('/faq/');
    expect(previousPageOf('/plan/', '')).toBe('/faq/');
  });
  it('falls back to a same-origin referrer, ignores others', () => {
    expect(previousPageOf('/a/', `${location.origin}/b/?x=1`)).toBe('/b/');
    expect(previousPageOf('/a/', 'https://other.example/b/')).toBeNull();
    expect(previousPageOf('/a/', '')).toBeNull();
  });
});
