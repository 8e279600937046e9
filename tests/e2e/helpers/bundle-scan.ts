import type { Page } from '@playwright/test';
import { deferredScriptSources } from '@/lib/server/page-scripts.mjs';

/** Code signatures that survive minification (string literals kept by the bundler). */
export const APOLLO_SIGNATURE = /Symbol\.for\("apollo\.|go\.apollo\.dev|Apollo DevTools/;
export const AMPLIFY_SIGNATURE = /aws-amplify|AWS4-HMAC-SHA256|cognito-identity/;
/** BudouX's Japanese model (its first feature table, quoted or not once minified). */
export const BUDOUX_MODEL_SIGNATURE = /"?UW3"?:\{"。":7331/;
/** next/script's client component (the attribute it marks its scripts with). */
export const NEXT_SCRIPT_SIGNATURE = /data-nscript/;
/** Keystatic's editor (its local-mode save endpoint, the GitHub app env name of @keystatic/next). */
export const KEYSTATIC_SIGNATURE = /\/api\/keystatic\/update|NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG/;
/** next-mdx-remote-client's runner and the MDX compiler's syntax-tree node type. */
export const MDX_REMOTE_SIGNATURE = /runMdxOptions|mdxJsxFlowElement/;

/** graphql-js's AST visitor, under its printer (`print`): the browser sends operations as text. */
export const GRAPHQL_PRINTER_SIGNATURE = /Invalid AST Node/;
/** A GraphQL document as an AST object literal (codegen's TypedDocumentNode), minified or not. */
export const GRAPHQL_AST_SIGNATURE = /"?kind"?:"Document","?definitions"?:\[/;

/**
 * The script URLs a page's HTML loads up front: src attributes of <script> tags, then the chunks
 * the site's server moved into the loader that appends them after the first frame
 * (lib/server/page-scripts.mjs).
 */
export function scriptSources(html: string): string[] {
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!);
  return [...tags, ...deferredScriptSources(html)].filter((src) => src.startsWith('/_next/'));
}

/** The paths ('/_next/static/….js') of the scripts `page` fetches from now on, in order. */
export function loadedScripts(page: Page): string[] {
  const loaded: string[] = [];
  page.on('response', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/_next/static/') && pathname.endsWith('.js')) loaded.push(pathname);
  });
  return loaded;
}
