/**
 * What `linkedom` resolves to in the browser bundle (next.config.mjs turbopack.resolveAlias):
 * budoux's HTML processor imports it, the site never calls that processor (lib/text/phrases.ts
 * uses budoux's Parser on plain strings), so nothing here runs. Calling it throws.
 */
export class DOMParser {
  parseFromString(): never {
    throw new Error('linkedom is not bundled for the browser: use budoux Parser on strings');
  }
}
