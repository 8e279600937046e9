import remarkGfm from 'remark-gfm';

/**
 * The remark plugins every MDX body is compiled with: the build (contentlayer.config.ts) and the
 * editors' draft preview (next-mdx-remote-client at request time) use this one list, so a preview
 * renders the same HTML as the published page.
 */
export const REMARK_PLUGINS = [remarkGfm];
