/**
 * The editor's check: `npm run content:check`. Validates every document under content/
 * and exits 1 on any error, printing 'ERROR <file>: <field>: <reason>'. Also lists placeholder
 * prices and campaigns that have ended (Japan time). The launch gate (lib/content/launch-gate.ts):
 * with SITE_STAGE=production its findings are errors, otherwise warnings ('file:line: rule: ...').
 * Options: --content-dir <dir> --public-dir <dir> --app-dir <dir> --now <ISO instant>
 */
import { checkContent } from '../lib/content/check';
import { formatIssue } from '../lib/content/validate';
import { siteStage } from '../lib/content/launch-gate';

const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const nowArg = opt('now', '');
const report = await checkContent({
  contentDir: opt('content-dir', 'content'),
  publicDir: opt('public-dir', 'public'),
  appDir: opt('app-dir', 'app'),
  now: nowArg ? Date.parse(nowArg) : Date.now(),
  stage: siteStage(process.env.SITE_STAGE),
});

for (const e of report.errors) console.log(formatIssue(e));
for (const w of report.warnings) console.log(formatIssue(w));
if (report.placeholders.length) {
  console.log(
    `\nPlaceholder figures (${report.placeholders.length}) — replace with confirmed figures:`,
  );
  for (const p of report.placeholders) console.log(`  - ${p}`);
}
if (report.expired.length) {
  console.log(`\nEnded campaigns (${report.expired.length}) — candidates for removal:`);
  for (const p of report.expired) console.log(`  - ${p}`);
}
console.log(
  `\ncontent:check (${siteStage(process.env.SITE_STAGE)}): ${report.documents} document(s), ${report.errors.length} error(s), ${report.warnings.length} warning(s)`,
);
process.exit(report.errors.length > 0 ? 1 : 0);
