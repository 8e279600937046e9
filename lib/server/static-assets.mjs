// The build's static assets as the site's own server (scripts/serve.mjs) answers them: the
// compressed copies the build wrote (scripts/precompress.mjs), through sirv. Plain ESM with JSDoc
// so that server runs with Node alone.
import path from 'node:path';
import sirv from 'sirv';

/** Where Next serves its build's static assets (hashed names: they never change). */
const PREFIX = '/_next/static/';

/** The content types Next gives the same files (sirv's lookup has no charset). */
const CONTENT_TYPES = {
  '.js': 'application/javascript; charset=UTF-8',
  '.mjs': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
};

/**
 * Answers GET and HEAD requests for a file of `<nextDir>/static` (under /_next/static/) from the
 * files present when it was made, with the brotli or gzip copy beside it when the client accepts
 * it and the build wrote one (`Vary: Accept-Encoding`), cached for a year as immutable (as Next
 * does: the names carry the content's hash), a weak ETag (304 on If-None-Match), and `headers`
 * (the site's security headers, which Next adds to every response it makes) on every answer.
 * Returns `serveStatic(req, res)`: true when it answered, false when the request is not for such
 * a file (another method, another path, a file the build does not have), for Next to answer
 * (its 404 included). Why not Next: it compresses each static response anew on the server's
 * thread (gzip, level 6), at about 6 ms of CPU a script here, while the phone waits.
 *
 * @param {string} nextDir the build's directory (`.next`)
 * @param {{ key: string; value: string }[]} headers headers for every answer
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean}
 */
export function staticAssets(nextDir, headers) {
  const files = sirv(path.join(nextDir, 'static'), {
    brotli: true,
    gzip: true,
    etag: true,
    maxAge: 31536000,
    immutable: true,
    // Only the exact file: no index.html or .html guesses.
    extensions: [],
    setHeaders(res, pathname) {
      for (const { key, value } of headers) res.setHeader(key, value);
      const type = CONTENT_TYPES[path.extname(pathname)];
      if (type) res.setHeader('Content-Type', type);
    },
  });
  return (req, res) => {
    const url = req.url ?? '';
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !url.startsWith(PREFIX)) return false;
    let answered = true;
    // sirv reads the path from req.url: the file's path under static/, then Next's URL again.
    req.url = url.slice(PREFIX.length - 1);
    files(req, res, () => {
      answered = false;
    });
    req.url = url;
    return answered;
  };
}
