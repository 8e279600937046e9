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

  it('marks the triggers of a dialog opened before the install (by its invoker command) expanded', () => {
    release();
    dialog().showModal();
    release = installShellEvents();
    expect($('open').getAttribute('aria-expanded')).toBe('true');
    expect($('open-elsewhere').getAttribute('aria-expanded')).toBe('true');
    $('close').click();
    expect($('open').getAttribute('aria-expanded')).toBe('false');
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

describe('shell links (menus without next/link)', () => {
  const LINKS = `
<header data-site-header="" data-hidden="false">
  <a href="/area/" id="menu" data-shell-link=""
    data-track-place="PC header" data-track-text="エリア検索">エリア検索</a>
  <a href="/faq/?q=1#top" id="sub" data-shell-link="">よくあるご質問</a>
  <a href="https://example.com/x/" id="external" data-shell-link="">外部</a>
  <a href="/plan/" id="new-tab" data-shell-link="" target="_blank">料金</a>
  <a href="/company/" id="native">会社概要</a>
</header>
<dialog id="drawer" data-shell-dialog="">
  <a href="/support/" id="drawer-link" data-shell-link="" data-dialog-close=""
    data-track-place="mobile drawer menu" data-track-text="窓口">窓口</a>
</dialog>`;
  let pushed: string[];
  let prefetches: string[];
  const click = (id: string, init: MouseEventInit = {}) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    $(id).dispatchEvent(event);
    return event;
  };
  const setConnection = (connection: object | undefined) =>
    Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });

  beforeEach(() => {
    release();
    document.body.innerHTML = LINKS;
    pushed = [];
    prefetches = [];
    release = installShellEvents({
      push: (href) => pushed.push(href),
      prefetch: (href) => prefetches.push(href),
    });
  });

  afterEach(() => setConnection(undefined));

  it('a plain click navigates with the router (path, query and hash) and tracks the menu click', () => {
    expect(click('menu').defaultPrevented).toBe(true);
    expect(click('sub').defaultPrevented).toBe(true);
    expect(pushed).toEqual(['/area/', '/faq/?q=1#top']);
    expect(window.dataLayer).toEqual([
      { event: 'click', target: '/area/', label: 'PC header/エリア検索' },
    ]);
  });

  it('leaves modified clicks, other origins, new tabs and ordinary links to the browser', () => {
    // Record what the shell decided, then stop happy-dom's own navigation (it would change origin).
    const decided: boolean[] = [];
    const record = (e: Event) => {
      decided.push(e.defaultPrevented);
      e.preventDefault();
    };
    document.addEventListener('click', record);
    for (const [id, init] of [
      ['menu', { ctrlKey: true }],
      ['menu', { metaKey: true }],
      ['menu', { shiftKey: true }],
      ['menu', { button: 1 }],
      ['external', {}],
      ['new-tab', {}],
      ['native', {}],
    ] as const)
      click(id, init);
    document.removeEventListener('click', record);
    expect(decided).toEqual([false, false, false, false, false, false, false]);
    expect(pushed).toEqual([]);
  });

  it('a drawer link navigates, tracks and closes the drawer', () => {
    $<HTMLDialogElement>('drawer').showModal();
    click('drawer-link');
    expect(pushed).toEqual(['/support/']);
    expect($<HTMLDialogElement>('drawer').open).toBe(false);
    expect(window.dataLayer).toContainEqual({
      event: 'click',
      target: '/support/',
      label: 'mobile drawer menu/窓口',
    });
  });

  it('prefetches a link once when pointed at or focused, and never on save-data or 2g', () => {
    $('menu').dispatchEvent(new Event('pointerover', { bubbles: true }));
    $('menu').dispatchEvent(new Event('pointerover', { bubbles: true }));
    $('sub').focus();
    $('external').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(prefetches).toEqual(['/area/', '/faq/?q=1#top']);
    setConnection({ saveData: true });
    $('drawer-link').dispatchEvent(new Event('touchstart', { bubbles: true }));
    setConnection({ effectiveType: '2g' });
    $('drawer-link').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(prefetches).toEqual(['/area/', '/faq/?q=1#top']);
    setConnection({ effectiveType: '4g' });
    $('drawer-link').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(prefetches).toEqual(['/area/', '/faq/?q=1#top', '/support/']);
  });

  it('without a router, shell links navigate natively', () => {
    release();
    release = installShellEvents();
    expect(click('menu').defaultPrevented).toBe(false);
  });
});
