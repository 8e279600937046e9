/** Code signatures that survive minification (string literals kept by the bundler). */
export const APOLLO_SIGNATURE = /Symbol\.for\("apollo\.|go\.apollo\.dev|Apollo DevTools/;
export const AMPLIFY_SIGNATURE = /aws-amplify|AWS4-HMAC-SHA256|cognito-identity/;

/** The script URLs a page's HTML loads up front (src attributes of <script> tags). */
export function scriptSources(html: string): string[] {
  return [...html.matchAll(/<script[^>]+src="([^"]+)"/g)]
    .map((m) => m[1]!)
    .filter((src) => src.startsWith('/_next/'));
}
