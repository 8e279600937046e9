import remarkGfm from 'remark-gfm';
import remarkJoinCjkLines from 'remark-join-cjk-lines';

/**
 * The remark plugins every MDX body is compiled with: the build (contentlayer.config.ts) and the
 * editors' draft preview (next-mdx-remote-client at request time) use this one list, so a preview
 * renders the same HTML as the published page. remark-join-cjk-lines: a soft line break between
 * Japanese sentences is not a space in Japanese, so CJK lines are joined and paragraphs render
 * without stray spaces.
 */
export const REMARK_PLUGINS = [remarkGfm, remarkJoinCjkLines];
