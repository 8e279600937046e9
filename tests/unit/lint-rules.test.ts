import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

// The project's own eslint.config.mjs, as `npm run lint` uses it; fixtures are linted even though
// the config ignores tests/fixtures/ (ignore: false). Each case would pass if its rule were gone.
const eslint = new ESLint({ cwd: process.cwd(), ignore: false });
// Boundary cases are linted as text at paths that do not exist; import/no-cycle needs the file
// on disk (it is tested on real fixture files above), so it is off for those.
const boundaries = new ESLint({
  cwd: process.cwd(),
  ignore: false,
  overrideConfig: { rules: { 'import/no-cycle': 'off' } },
});

async function rulesFired(code: string, filePath: string): Promise<string[]> {
  const [result] = await boundaries.lintText(code, { filePath });
  return result!.messages.filter((m) => m.severity === 2).map((m) => m.ruleId ?? m.message);
}

describe('eslint.config.mjs enforces the import structure', () => {
  it('import/no-cycle: two modules importing each other fail', async () => {
    const [result] = await eslint.lintFiles(['tests/fixtures/eslint/cycle-a.ts']);
    expect(result!.messages.map((m) => m.ruleId)).toContain('import/no-cycle');
  });

  it('lib/ must not import machines/ or components/ (upward), except erased type imports', async () => {
    expect(
      await rulesFired(
        "import { APPLY_STEPS } from '@/machines/apply-steps';\nexport const s = APPLY_STEPS;\n",
        'lib/apply/fixture.ts',
      ),
    ).toContain('@typescript-eslint/no-restricted-imports');
    expect(
      await rulesFired(
        "import { Icon } from '../../components/ui/icon';\nexport const i = Icon;\n",
        'lib/navigation/fixture.ts',
      ),
    ).toContain('@typescript-eslint/no-restricted-imports');
    expect(
      await rulesFired(
        "import type { ApplyStepId } from '@/machines/apply-steps';\nexport type S = ApplyStepId;\n",
        'lib/apply/fixture.ts',
      ),
    ).toEqual([]);
  });

  it('machines/ must not import components/; components/ must not import app/', async () => {
    expect(
      await rulesFired(
        "import { Icon } from '@/components/ui/icon';\nexport const i = Icon;\n",
        'machines/fixture.ts',
      ),
    ).toContain('@typescript-eslint/no-restricted-imports');
    expect(
      await rulesFired(
        "import Page from '@/app/not-found';\nexport const p = Page;\n",
        'components/ui/fixture.tsx',
      ),
    ).toContain('@typescript-eslint/no-restricted-imports');
  });

  it('lib/server/ only from server code: not from lib/ outside it, nor from a client component', async () => {
    expect(
      await rulesFired(
        "import { keyring } from '@/lib/server/security/crypto';\nexport const k = keyring;\n",
        'lib/content/fixture.ts',
      ),
    ).toContain('@typescript-eslint/no-restricted-imports');
    const client = (imports: string) => `'use client';\n${imports}\nexport const x = 1;\n`;
    expect(
      await rulesFired(
        client("import { keyring } from '@/lib/server/security/crypto';\nvoid keyring;"),
        'components/ui/fixture.tsx',
      ),
    ).toContain('project/no-server-import-in-client');
    // A server action ('use server' module) is the allowed bridge; type imports are erased.
    expect(
      await rulesFired(
        client(
          "import { signInAction } from '@/lib/server/back-office/actions';\nvoid signInAction;",
        ),
        'components/ui/fixture.tsx',
      ),
    ).toEqual([]);
    expect(
      await rulesFired(
        client(
          "import type { StoredRecord } from '@/lib/server/back-office/record-queries';\nexport type R = StoredRecord;",
        ),
        'components/ui/fixture.tsx',
      ),
    ).toEqual([]);
    // A server component (no directive) and app/ route code may import lib/server.
    expect(
      await rulesFired(
        "import { keyring } from '@/lib/server/security/crypto';\nexport const k = keyring;\n",
        'components/back-office/fixture.tsx',
      ),
    ).toEqual([]);
  });
});
