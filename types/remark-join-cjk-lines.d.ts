/** remark-join-cjk-lines 1.x ships no types: a remark plugin (no options) for contentlayer's mdx. */
declare module 'remark-join-cjk-lines' {
  import type { Plugin } from 'unified';
  const remarkJoinCjkLines: Plugin<[]>;
  export default remarkJoinCjkLines;
}
