/** The stylesheet Keystatic's provider renders (@keystatic/core ui: a <link> to Google Fonts' Inter). */
const GOOGLE_FONTS_CSS = /^https:\/\/fonts\.googleapis\.com\//;
/** The CMS's own stand-in: Inter when the editor has it, else a Japanese system font. */
const LOCAL_FONTS_CSS = '/cms/fonts.css';

/**
 * Keeps Keystatic's Google Fonts stylesheet off the network: the site's Content-Security-Policy
 * allows no third-party styles or fonts (lib/security/headers.mjs), and the editors' page should
 * not tell Google who is editing. Keystatic has no option for it, so the href is rewritten as
 * React sets it on the new <link> element, before the element is in the document and fetches.
 * Returns the function that restores the original setter.
 */
export function keepFontsLocal(): () => void {
  const proto = HTMLLinkElement.prototype;
  const original = Object.getOwnPropertyDescriptor(proto, 'setAttribute');
  proto.setAttribute = function setAttribute(this: HTMLLinkElement, name: string, value: string) {
    const local = name === 'href' && GOOGLE_FONTS_CSS.test(String(value));
    Element.prototype.setAttribute.call(this, name, local ? LOCAL_FONTS_CSS : value);
  };
  return () => {
    if (original) Object.defineProperty(proto, 'setAttribute', original);
    else delete (proto as { setAttribute?: unknown }).setAttribute;
  };
}
