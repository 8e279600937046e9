/**
 * `npm run bench:content`: in a temporary copy of the project under .bench/ (git-ignored),
 * measures `contentlayer2 build` and `next build` with the repository's documents (~45) and with
 * 1,000 synthetic campaigns added, then starts the 45-document build and measures the first-load
 * JavaScript (gzip) of content pages against the home page. Prints figures; asserts nothing.
 * Options: --port <n> (default 3103), --skip-large
 */
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const root = process.cwd();
const args = process.argv.slice(2);
const port = Number(args[args.indexOf('--port') + 1] ?? 0) || 3103;
const skipLarge = args.includes('--skip-large');
const COPY = [
  'app',
  'components',
  'lib',
  'content',
  'public',
  'scripts',
  'machines',
  'package.json',
  'tsconfig.json',
  'next.config.mjs',
  'postcss.config.mjs',
  'contentlayer.config.ts',
];

function makeWorkspace(): string {
  // Inside the project (git-ignored) so Turbopack's workspace root and node_modules resolve to the project's.
  fs.mkdirSync(path.join(root, '.bench'), { recursive: true });
  const dir = fs.mkdtempSync(path.join(root, '.bench', 'content-'));
  for (const item of COPY)
    if (fs.existsSync(path.join(root, item)))
      fs.cpSync(path.join(root, item), path.join(dir, item), { recursive: true });
  return dir;
}

function timed(cmd: string, cwd: string): number {
  const t = performance.now();
  execSync(cmd, {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PWD: cwd, NEXT_TELEMETRY_DISABLED: '1' },
  });
  return (performance.now() - t) / 1000;
}

function addSyntheticCampaigns(dir: string, n: number) {
  const template = fs.readFileSync(path.join(dir, 'content/campaigns/change.mdx'), 'utf8');
  for (let i = 1; i <= n; i++) {
    const id = String(i).padStart(4, '0');
    const doc = template
      .replace(/^title: .*$/m, `title: ベンチマーク用キャンペーン${id}`)
      .replace(/^order: .*$/m, `order: ${1000 + i}`)
      .replace(/^validFrom: .*$/m, `validFrom: '2026-0${(i % 9) + 1}-01'`)
      .replace(/^campaignKey: .*$/m, '')
      .replace(/excludes: \[.*\]/, 'excludes: []');
    fs.writeFileSync(path.join(dir, `content/campaigns/bench-${id}.mdx`), doc);
  }
}

function countDocs(dir: string): number {
  return (fs.readdirSync(path.join(dir, 'content'), { recursive: true }) as string[]).filter((f) =>
    f.endsWith('.mdx'),
  ).length;
}

function build(dir: string) {
  fs.rmSync(path.join(dir, '.contentlayer'), { recursive: true, force: true });
  fs.rmSync(path.join(dir, '.next'), { recursive: true, force: true });
  const docs = countDocs(dir);
  const content = timed('npx contentlayer2 build', dir);
  const site = timed('npx next build', dir);
  return { docs, content, site };
}

async function firstLoadJs(dir: string, paths: string[]) {
  const serve = path.resolve('scripts/serve.mjs');
  const server = spawn(
    process.execPath,
    [serve, '-p', String(port), '-H', '127.0.0.1', '--dir', dir],
    {
      cwd: dir,
      env: { ...process.env, PWD: dir },
      stdio: 'ignore',
      detached: true,
    },
  );
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 60; i++) {
    try {
      if ((await fetch(`${base}/`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  const sizes = new Map<string, number>();
  const results: { path: string; scripts: number; gzipKB: number }[] = [];
  try {
    for (const p of paths) {
      const html = await (await fetch(`${base}${p}`)).text();
      const srcs = [
        ...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!)),
      ].filter((s) => !s.includes('polyfill'));
      let total = 0;
      for (const src of srcs) {
        if (!sizes.has(src))
          sizes.set(
            src,
            zlib.gzipSync(Buffer.from(await (await fetch(`${base}${src}`)).arrayBuffer())).length,
          );
        total += sizes.get(src)!;
      }
      results.push({ path: p, scripts: srcs.length, gzipKB: Math.round((total / 1024) * 10) / 10 });
    }
  } finally {
    process.kill(-server.pid!, 'SIGTERM');
  }
  return results;
}

const dir = makeWorkspace();
console.log(`bench:content workspace ${dir} (node ${process.version}, ${os.cpus().length} cores)`);
try {
  const small = build(dir);
  console.log(
    `docs=${small.docs}: contentlayer2 build ${small.content.toFixed(1)} s, next build ${small.site.toFixed(1)} s`,
  );
  const js = await firstLoadJs(dir, [
    '/',
    '/campaign/',
    '/campaign/change/',
    '/option/',
    '/option/phone/',
    '/plan/home/',
    '/set-wari/smart-value/',
    '/special/lp2/',
  ]);
  console.log('\nFirst-load JS (gzip, scripts in the HTML, legacy polyfill excluded):');
  for (const r of js)
    console.log(
      `  ${r.path.padEnd(24)} ${String(r.gzipKB).padStart(7)} KB  (${r.scripts} scripts)`,
    );
  const home = js[0]!.gzipKB;
  const worst = Math.max(...js.slice(1).map((r) => r.gzipKB));
  console.log(`  largest content page - home = ${(worst - home).toFixed(1)} KB`);
  if (!skipLarge) {
    addSyntheticCampaigns(dir, 1000);
    const large = build(dir);
    console.log(
      `\ndocs=${large.docs}: contentlayer2 build ${large.content.toFixed(1)} s, next build ${large.site.toFixed(1)} s`,
    );
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
