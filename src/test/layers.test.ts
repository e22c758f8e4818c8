import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The one-way import rule between the layers (eslint.config.js) is a promise of the architecture:
// these cases fail if the rule stops catching a wrong-way import or starts refusing a right one.
const eslint = new ESLint();

async function restricted(filePath: string, code: string): Promise<boolean> {
  const [result] = await eslint.lintText(`${code}\nexport const used = value;\n`, { filePath });
  return (result?.messages ?? []).some((m) => m.ruleId === '@typescript-eslint/no-restricted-imports');
}

describe('one-way imports between layers', () => {
  // The first lint loads the config and the TypeScript parser: seconds on a busy machine, once.
  beforeAll(() => eslint.lintText('export {};\n', { filePath: 'src/domain/x.ts' }), 60_000);

  it.each([
    ['src/domain/x.ts', "import { apiBase as value } from '../api/base.ts';"],
    ['src/domain/x.ts', "import { useState as value } from 'react';"],
    ['src/contract/x.ts', "import { formatMoney as value } from '../domain/money.ts';"],
    ['src/api/x.ts', "import { useCart as value } from '../state/cart.ts';"],
    ['src/components/x.tsx', "import { useProducts as value } from '../api/products.ts';"],
    ['src/screens/home/x.tsx', "import { useProducts as value } from '../../api/products.ts';"],
    ['src/screens/home/x.tsx', "import { Providers as value } from '../../app/providers.tsx';"],
    ['src/app/x.tsx', "import { handlers as value } from '../mocks/handlers/index.ts';"],
    ['server/x.ts', "import { useCart as value } from '../src/state/cart.ts';"],
    ['server/x.ts', "import { Theme as value } from '@radix-ui/themes';"],
  ])('refuses %s importing the wrong way: %s', async (file, code) => {
    expect(await restricted(file, code)).toBe(true);
  });

  it.each([
    ['src/domain/x.ts', "import { productAsServed as value } from '../contract/product.ts';"],
    ['src/api/x.ts', "import { toProduct as value } from '../domain/product.ts';"],
    ['src/state/x.ts', "import { request as value } from '../api/http.ts';"],
    ['src/screens/home/x.tsx', "import { Price as value } from '../../components/price.tsx';"],
    ['src/screens/home/x.tsx', "import type { ProductPage as value } from '../../api/products.ts';"],
    ['src/app/x.tsx', "import { useProducts as value } from '../api/products.ts';"],
    ['server/x.ts', "import { formatMoney as value } from '../src/domain/money.ts';"],
    ['src/api/x.test.ts', "import { server as value } from '../mocks/node.ts';"],
  ])('allows %s importing the right way: %s', async (file, code) => {
    expect(await restricted(file, code)).toBe(false);
  });
});
