import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/contract';

const RULE = '@nx/enforce-module-boundaries';

/**
 * Lints a probe file written inside a project (so the rule sees it as that project's code) and
 * returns the messages of the boundary rule; the probe is removed whatever happens.
 */
async function boundaryMessages(project: string, source: string): Promise<string[]> {
  // A random name, so parallel runs never share or delete each other's probe.
  const probe = join(repoRoot, project, 'src', `__boundary_probe_${randomBytes(4).toString('hex')}__.ts`);
  writeFileSync(probe, source);
  try {
    const eslint = new ESLint({ cwd: repoRoot });
    const [result] = await eslint.lintFiles([probe]);
    if (!result) throw new Error('ESLint returned no result');
    // A parse or config error would make every assertion below meaningless.
    const fatal = result.messages.filter((message) => message.fatal);
    expect(fatal).toEqual([]);
    return result.messages
      .filter((message) => message.ruleId === RULE && message.severity === 2)
      .map((message) => message.message);
  } finally {
    rmSync(probe, { force: true });
  }
}

describe('module boundaries (eslint.config.mjs)', () => {
  it('refuses a ui library importing a feature library', async () => {
    // @shop/catalog already imports @shop/ui, so the rule reports the cycle this would close.
    const messages = await boundaryMessages(
      'libs/ui',
      "import * as catalog from '@shop/catalog';\n\nexport const probe = catalog;\n",
    );
    expect(messages.length).toBeGreaterThan(0);
  });

  it('refuses a util library importing the ui library, by their tags', async () => {
    const messages = await boundaryMessages(
      'libs/locale',
      "import * as ui from '@shop/ui';\n\nexport const probe = ui;\n",
    );
    expect(messages.join('\n')).toMatch(/type:util.*can only depend on libs tagged with.*type:util/);
  });

  it('refuses React in the server', async () => {
    const messages = await boundaryMessages(
      'apps/shop-api',
      "import { createElement } from 'react';\n\nexport const probe = createElement;\n",
    );
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.join('\n')).toMatch(/react/);
  });

  it('refuses a web library in the server', async () => {
    const messages = await boundaryMessages(
      'apps/shop-api',
      "import * as ui from '@shop/ui';\n\nexport const probe = ui;\n",
    );
    expect(messages.length).toBeGreaterThan(0);
  });

  it('allows a feature library importing the ui library', async () => {
    expect(
      await boundaryMessages('libs/catalog', "import * as ui from '@shop/ui';\n\nexport const probe = ui;\n"),
    ).toEqual([]);
  });
}, 60_000);
