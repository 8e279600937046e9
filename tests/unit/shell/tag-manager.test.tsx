import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { TagManager } from '@/components/layout/gtm';

const saved = process.env.NEXT_PUBLIC_GTM_ID;
afterEach(() => {
  if (saved === undefined) delete process.env.NEXT_PUBLIC_GTM_ID;
  else process.env.NEXT_PUBLIC_GTM_ID = saved;
});

describe('TagManager', () => {
  it('renders nothing without a GTM id, or with one that is not GTM-…', () => {
    delete process.env.NEXT_PUBLIC_GTM_ID;
    expect(renderToStaticMarkup(<TagManager />)).toBe('');
    process.env.NEXT_PUBLIC_GTM_ID = "GTM-1');alert(1);//";
    expect(renderToStaticMarkup(<TagManager />)).toBe('');
  });

  it("starts GTM's loader for the id once the page has loaded", () => {
    process.env.NEXT_PUBLIC_GTM_ID = 'GTM-AB12CD';
    const html = renderToStaticMarkup(<TagManager />);
    expect(html).toMatch(/^<script id="gtm">/);
    const code = /<script id="gtm">([\s\S]*)<\/script>/.exec(html)![1]!;
    // Run the script in a stand-in page before its load event: nothing is inserted until then.
    const inserted: string[] = [];
    const listeners: (() => void)[] = [];
    const fakeDocument = {
      readyState: 'interactive',
      getElementsByTagName: () => [
        { parentNode: { insertBefore: (s: { src: string }) => inserted.push(s.src) } },
      ],
      createElement: () => ({ async: false, src: '' }),
    };
    const fakeWindow: Record<string, unknown> = {};
    new Function('window', 'document', 'addEventListener', code)(
      fakeWindow,
      fakeDocument,
      (_type: string, listener: () => void) => listeners.push(listener),
    );
    expect(inserted).toEqual([]);
    listeners.forEach((l) => l());
    expect(inserted).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD']);
  });
});
