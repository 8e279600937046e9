// The page's scripts fetched after its first frame, as the site's own server (scripts/serve.mjs)
// sends every HTML page. Plain ESM with JSDoc so that server runs with Node alone.
import onHeaders from 'on-headers';

/** The build's chunks: their paths' start and end around the hashed name. */
const CHUNK_START = '/_next/static/chunks/';
const NAME = /^[\w.-]*/;
/**
 * The tags rewritten, as literal text around a chunk's name: a chunk script as Next writes it into
 * a page (async in <head>, and once more in the body for the Turbopack runtime's entry; only the
 * build's own chunks, with no other attribute), and Next's low-priority preload of the same chunks
 * (the scripts themselves are what load them). Scripts of another origin or with other attributes
 * stay as they are.
 */
const TAGS = [
  [`<script src="${CHUNK_START}`, '.js" async=""></script>'],
  [`<link rel="preload" as="script" fetchPriority="low" href="${CHUNK_START}`, '.js"/>'],
];
/** @param {string} text */
const literal = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** The same tags as patterns; the first group is a chunk's name (its path: CHUNK_START + name). */
const [CHUNK_SCRIPT, CHUNK_PRELOAD] = TAGS.map(
  ([start, end]) =>
    new RegExp(`${literal(start)}([\\w.-]+\\.js)${literal(end.slice('.js'.length))}`, 'g'),
);
/** Where the loader goes: the end of the document, so that every chunk tag has been seen. */
const BODY_END = '</body>';
/** The longest tag worth holding back at a chunk's end to see it whole (the others are shorter). */
const LONGEST_TAG = 200;

/**
 * Whether `tail` (text from a `<` to the end of what has come) may be the start of a rewritten tag
 * or of `</body>`: then it waits for the next chunk. Generous about the name (a name that will not
 * end in `.js` is held too, at no cost but a few bytes' wait).
 * @param {string} tail
 */
function mayStartTag(tail) {
  if (BODY_END.startsWith(tail)) return true;
  return TAGS.some(([start, end]) => {
    if (start.length >= tail.length) return start.startsWith(tail);
    if (!tail.startsWith(start)) return false;
    const rest = tail.slice(start.length);
    const after = rest.slice(NAME.exec(rest)?.[0].length ?? 0);
    return end.slice('.js'.length).startsWith(after);
  });
}

/**
 * Where the part of `text` that may be cut short starts: the earliest `<` among its last
 * LONGEST_TAG characters from which the rest may start a rewritten tag (mayStartTag), else its
 * length (nothing held).
 * @param {string} text
 */
function heldFrom(text) {
  let from = text.length;
  for (let at = text.lastIndexOf('<'); at >= 0 && text.length - at <= LONGEST_TAG;) {
    if (mayStartTag(text.slice(at))) from = at;
    at = at === 0 ? -1 : text.lastIndexOf('<', at - 1);
  }
  return from;
}

/**
 * The loader that replaces the chunk tags: after the first frame (a task after the frame's
 * animation callbacks, so after its layout and paint) it appends the scripts, async, in the
 * order Next wrote them; a page opened hidden (a background tab) has no frame to wait for.
 * @param {string[]} sources the chunks' paths
 */
function loader(sources) {
  return (
    '<script>(function(s){function l(){s.forEach(function(u){var e=document.createElement("script");' +
    'e.src=u;e.async=true;document.head.appendChild(e)})}' +
    'if(document.visibilityState==="hidden")l();' +
    'else requestAnimationFrame(function(){setTimeout(l)})})' +
    `(${JSON.stringify(sources)})</script>`
  );
}

/** The loader's list of sources, as `loader` writes it: its call's only argument. */
const LOADER_SOURCES = /\}\)\((\["\/_next\/[^\]]*\])\)<\/script>/g;

/**
 * The chunk paths ('/_next/static/chunks/….js') that the loaders in a page's HTML (as
 * scriptDeferral wrote them) append after the first frame, in order: the page's first-load
 * scripts besides its `<script src>` tags (benchmarks and tests count them).
 * @param {string} html
 * @returns {string[]}
 */
export function deferredScriptSources(html) {
  return [...html.matchAll(LOADER_SOURCES)].flatMap((m) => JSON.parse(m[1] ?? '[]'));
}

/**
 * A streaming rewrite of a page's HTML: each chunk script tag (CHUNK_SCRIPT) and its preload
 * taken out, and one inline loader for them put before `</body>` (at the end if the document has
 * none; a document without such tags is left as it is). Bytes in and out: it reads them as
 * latin1, which keeps every byte (the tags are ASCII, the Japanese text passes unchanged even
 * when a chunk splits a character). A chunk's last bytes that may begin such a tag or `</body>`
 * (at most LONGEST_TAG) are held back until the next chunk, so a tag split between chunks is
 * still seen whole; any other text goes on at once (a streamed page's parts reach the browser as
 * Next flushes them).
 *
 * Why: Next writes the scripts async into <head>, so on a fast connection they arrive, compile and
 * run during the first layout, which then waits for the cores: the first layout task of
 * /plan/home/ took 114 ms with them and 58 ms with them 400 ms later, and a phone's first paint
 * (LCP) waits with it (docs/benchmarks.md, "the scripts fetched after the first frame"). Next 16
 * has no setting for where its tags go.
 *
 * @returns {{ push(chunk: Buffer): Buffer; end(): Buffer }} `push` answers what can be sent now,
 *   `end` the rest
 */
export function scriptDeferral() {
  /** @type {string[]} */
  const sources = [];
  let held = '';
  let placed = false;
  /** @param {string} text */
  const rewrite = (text) => {
    let out = text
      .replace(CHUNK_SCRIPT, (_, name) => {
        const src = CHUNK_START + name;
        if (!sources.includes(src)) sources.push(src);
        return '';
      })
      .replace(CHUNK_PRELOAD, '');
    if (!placed && sources.length > 0 && out.includes(BODY_END)) {
      placed = true;
      out = out.replace(BODY_END, loader(sources) + BODY_END);
    }
    return out;
  };
  return {
    push(chunk) {
      const text = held + chunk.toString('latin1');
      const cut = heldFrom(text);
      held = text.slice(cut);
      return Buffer.from(rewrite(text.slice(0, cut)), 'latin1');
    },
    end() {
      let out = rewrite(held);
      held = '';
      if (!placed && sources.length > 0) {
        placed = true;
        out += loader(sources);
      }
      return Buffer.from(out, 'latin1');
    },
  };
}

/**
 * Makes an HTML answer of `res` go out through scriptDeferral: patches `res.write` and `res.end`,
 * which Next calls, over whatever was there (the compression middleware's, so the rewrite sees
 * the page before it is compressed; call this after it). Any other answer (GraphQL, an RSC
 * payload, an image) passes through untouched, and so does a page already compressed. An HTML
 * answer loses its Content-Length (the rewrite changes it); its ETag is Next's (the rewrite is the
 * same for the same page).
 * @param {import('node:http').ServerResponse} res
 */
export function deferPageScripts(res) {
  /** @type {ReturnType<typeof scriptDeferral> | null} */
  let deferral = null;
  let decided = false;
  // Decided once: at the first write or end, or when the headers go out first (writeHead).
  /** @param {import('node:http').ServerResponse} r */
  const decide = (r) => {
    if (decided) return;
    decided = true;
    if (!String(r.getHeader('Content-Type') ?? '').startsWith('text/html')) return;
    // Already compressed by whatever made it (not the site's server): left as it is.
    if (r.getHeader('Content-Encoding')) return;
    deferral = scriptDeferral();
    r.removeHeader('Content-Length');
  };
  onHeaders(res, function () {
    decide(this);
  });
  const write = res.write;
  const end = res.end;
  /** @param {unknown} chunk @param {unknown} encoding */
  const bytes = (chunk, encoding) =>
    Buffer.isBuffer(chunk)
      ? chunk
      : chunk instanceof Uint8Array
        ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
        : Buffer.from(String(chunk), typeof encoding === 'string' ? encoding : 'utf8');
  // @ts-expect-error -- the overloads of write, forwarded as called
  res.write = function (chunk, encoding, callback) {
    if (!this.headersSent) decide(this);
    if (!deferral) return write.apply(this, arguments);
    const done = typeof encoding === 'function' ? encoding : callback;
    return write.call(this, deferral.push(bytes(chunk, encoding)), done);
  };
  // @ts-expect-error -- the overloads of end, forwarded as called
  res.end = function (chunk, encoding, callback) {
    if (!this.headersSent) decide(this);
    if (!deferral) return end.apply(this, arguments);
    const done = [chunk, encoding, callback].find((a) => typeof a === 'function');
    const given = chunk != null && typeof chunk !== 'function';
    const last = given ? deferral.push(bytes(chunk, encoding)) : null;
    const rest = deferral.end();
    return end.call(this, last ? Buffer.concat([last, rest]) : rest, done);
  };
}
