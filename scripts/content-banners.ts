/**
 * Banner-art generator: for every image a document declares (campaign banner, option thumbnail,
 * plan tab, landing-page hero, set-discount banner) it draws an SVG marketing banner with the
 * Japanese text of the image's `alt` (headline before the first space, sub-line after it) and
 * renders it to WebP with sharp at the declared width x height. Existing files are kept unless
 * --force. Usage: npx tsx scripts/content-banners.ts [--force] [--only campaigns] [--content-dir content]
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { listContentFiles, readDocument } from '../lib/content/frontmatter';
import type { ImageRef } from '../lib/content/schema';
import { SITE_NAME } from '../lib/site';

const args = process.argv.slice(2);
const force = args.includes('--force');
/** --only <folder>: regenerate only the images of documents in that collection folder (e.g. campaigns). */
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const contentDir =
  args[args.indexOf('--content-dir') + 1] && args.includes('--content-dir')
    ? args[args.indexOf('--content-dir') + 1]!
    : 'content';
const publicDir = 'public';

const PALETTES: [string, string, string][] = [
  ['#ff7a18', '#ffb347', '#ffffff'],
  ['#0061c2', '#35a2ff', '#ffffff'],
  ['#00875a', '#4cd39b', '#ffffff'],
  ['#c2185b', '#ff6f91', '#ffffff'],
  ['#5b2bbf', '#9b6bff', '#ffffff'],
  ['#00838f', '#4dd0e1', '#ffffff'],
];

function hash(s: string): number {
  let h = 0;
  for (const ch of s) h = (h * 31 + ch.codePointAt(0)!) >>> 0;
  return h;
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Breaks Japanese text into lines of at most `max` full-width characters (ASCII counts half). */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  let width = 0;
  for (const ch of text) {
    const w = /[\x20-\x7e]/.test(ch) ? 0.55 : 1;
    if (width + w > max && line) {
      lines.push(line);
      line = '';
      width = 0;
    }
    line += ch;
    width += w;
  }
  if (line) lines.push(line);
  return lines;
}

/** The SVG of one banner: gradient, decorative circles, headline, sub-line, brand strip. */
export function bannerSvg(image: ImageRef, kind: string): string {
  const { width: w, height: h } = image;
  const [from, to, fg] = PALETTES[hash(image.src) % PALETTES.length]!;
  const [headline, ...rest] = image.alt.split(/[\s　]+/);
  const sub = rest.join(' ');
  const hLen = [...(headline ?? '')].reduce((n, ch) => n + (/[\x20-\x7e]/.test(ch) ? 0.55 : 1), 0);
  const hSize = Math.floor(Math.max(h * 0.085, Math.min((w * 0.88) / Math.max(hLen, 1), h * 0.16)));
  const sSize = Math.round(hSize * 0.52);
  const headLines = wrap(headline ?? '', (w * 0.9) / hSize);
  const subLines = wrap(sub, (w * 0.92) / sSize).slice(0, 3);
  const blockH =
    headLines.length * hSize * 1.2 +
    subLines.length * sSize * 1.35 +
    (subLines.length ? sSize * 0.6 : 0);
  let y = (h - blockH) / 2 + hSize * 0.95 - h * 0.03;
  const texts: string[] = [];
  for (const l of headLines) {
    texts.push(
      `<text x="${w / 2}" y="${y.toFixed(1)}" font-size="${hSize}" font-weight="900" fill="${fg}" text-anchor="middle" filter="url(#s)">${escapeXml(l)}</text>`,
    );
    y += hSize * 1.2;
  }
  y += sSize * 0.4;
  for (const l of subLines) {
    texts.push(
      `<text x="${w / 2}" y="${y.toFixed(1)}" font-size="${sSize}" font-weight="700" fill="${fg}" text-anchor="middle">${escapeXml(l)}</text>`,
    );
    y += sSize * 1.35;
  }
  const strip = Math.round(h * 0.09);
  const label =
    {
      campaigns: 'CAMPAIGN',
      options: 'OPTION',
      plans: 'PLAN',
      special: 'SPECIAL',
      'set-wari': 'SET DISCOUNT',
    }[kind] ?? '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<filter id="s" x="-5%" y="-5%" width="110%" height="120%"><feDropShadow dx="0" dy="${Math.max(1, h / 200)}" stdDeviation="${Math.max(1, h / 250)}" flood-opacity="0.35"/></filter></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<circle cx="${w * 0.92}" cy="${h * 0.12}" r="${h * 0.38}" fill="#ffffff" opacity="0.12"/>
<circle cx="${w * 0.06}" cy="${h * 0.95}" r="${h * 0.3}" fill="#ffffff" opacity="0.1"/>
<path d="M0 ${h * 0.7} Q ${w * 0.5} ${h * 0.55} ${w} ${h * 0.75} L ${w} ${h} L 0 ${h} Z" fill="#ffffff" opacity="0.08"/>
<g font-family="Noto Sans CJK JP, Noto Sans JP, sans-serif">
<text x="${w * 0.04}" y="${h * 0.1}" font-size="${Math.round(h * 0.045)}" font-weight="700" fill="${fg}" opacity="0.9" letter-spacing="2">${label}</text>
${texts.join('\n')}
<rect x="0" y="${h - strip}" width="${w}" height="${strip}" fill="#000000" opacity="0.25"/>
<text x="${w * 0.04}" y="${h - strip * 0.32}" font-size="${Math.round(strip * 0.5)}" font-weight="700" fill="#ffffff">${escapeXml(SITE_NAME)}</text>
<text x="${w * 0.96}" y="${h - strip * 0.32}" font-size="${Math.round(strip * 0.4)}" fill="#ffffff" text-anchor="end">愛知・岐阜・三重・静岡・長野</text>
</g></svg>`;
}

function imagesOf(data: Record<string, unknown>): ImageRef[] {
  return ['banner', 'thumbnail', 'tab', 'hero']
    .map((k) => data[k] as ImageRef | undefined)
    .filter(
      (i): i is ImageRef =>
        !!i && typeof i.src === 'string' && typeof i.alt === 'string' && !!i.width && !!i.height,
    );
}

async function main() {
  let made = 0;
  for (const file of listContentFiles(contentDir)) {
    const doc = readDocument(contentDir, file);
    const kind = file.split('/')[0] ?? '';
    if (only && kind !== only) continue;
    for (const image of imagesOf(doc.data)) {
      const out = path.join(publicDir, image.src);
      if (fs.existsSync(out) && !force) continue;
      fs.mkdirSync(path.dirname(out), { recursive: true });
      await sharp(Buffer.from(bannerSvg(image, kind)))
        .webp({ quality: 88 })
        .toFile(out);
      made += 1;
    }
  }
  console.log(`content-banners: ${made} image(s) written`);
}

await main();
