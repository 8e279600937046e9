// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installShellEvents, SHOW_ZONE } from '@/components/layout/shell-dom';

const MARKUP = `
<header data-site-header="" data-hidden="false">
  <a href="/area/" id="plain">エリア検索</a>
  <button type="button" id="open" data-dialog-open="modal-1" aria-expanded="false"
    data-track-place="phone consultation modal shown" data-track-text="電話で相談">電話相談</button>
</header>
<dialog id="modal-1" data-shell-dialog=""
  data-track-close-place="phone consultation modal closed" data-track-close-text="閉じる">
  <button type="button" id="close" data-dialog-close=""><span id="close-icon">×</span></button>
  <a href="/support/" id="inner-link" data-dialog-close="">窓口</a>
</dialog>
<button type="button" id="open-elsewhere" data-dialog-open="modal-1" aria-expanded="false">電話で相談</button>`;

let release: () => void = () => undefined;
const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;
const dialog = () => $<HTMLDialogElement>('modal-1');
const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
};

beforeEach(() => {
  document.body.innerHTML = MARKUP;
  delete window.dataLayer;
  scrollTo(0);
  release = installShellEvents();
});

afterEach(() => {
  release();
  document.body.innerHTML = '';
});

describe('shell dialogs (drawer and phone modal markup)', () => {
  it('opens with its trigger, marks every trigger expanded and tracks the opening', () => {
    $('open').click();
    expect(dialog().open).toBe(true);
    expect($('open').getAttribute('aria-expanded')).toBe('true');
    expect($('open-elsewhere').getAttribute('aria-expanded')).toBe('true');
    expect(window.dataLayer).toEqual([
      { event: 'click', target: '', label: 'phone consultation modal shown/電話で相談' },
    ]);
  });

  it('closes from a close button (also via its icon), resets aria-expanded and tracks each close', () => {
    $('open').click();
    $('close-icon').click();
    expect(dialog().open).toBe(false);
    expect($('open').getAttribute('aria-expanded')).toBe('false');
    $('open-elsewhere').click();
    expect(dialog().open).toBe(true);
    $('inner-link').click();
    expect(dialog().open).toBe(false);
    const closes = (window.dataLayer ?? []).filter(
      (e) => (e as { label?: string }).label === 'phone consultation modal closed/閉じる',
    );
    expect(closes).toHaveLength(2);
  });

  it('a click on the backdrop (the dialog element itself) closes it', () => {
    $('open').click();
    dialog().dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(dialog().open).toBe(false);
  });

  it('shares one set of listeners between installs and stops after the last release', () => {
    const second = installShellEvents();
    $('open').click();
    expect(window.dataLayer).toHaveLength(1);
    dialog().close();
    second();
    release();
    $('open').click();
    expect(dialog().open).toBe(false);
    release = installShellEvents();
  });
});

describe('header scroll-hide', () => {
  const hidden = () => document.querySelector('header')?.getAttribute('data-hidden');

  it('hides on scroll down past the show zone and shows on scroll up', () => {
    scrollTo(SHOW_ZONE - 10);
    expect(hidden()).toBe('false');
    scrollTo(SHOW_ZONE + 300);
    expect(hidden()).toBe('true');
    scrollTo(SHOW_ZONE + 200);
    expect(hidden()).toBe('false');
  });

  it('shows again when focus moves into the header', () => {
    scrollTo(SHOW_ZONE + 300);
    expect(hidden()).toBe('true');
    $('plain').focus();
    expect(hidden()).toBe('false');
  });
});
