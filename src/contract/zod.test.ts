import { readFileSync, globSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('zod as the app imports it', () => {
  it('comes through src/contract/zod.ts in every module of the app, so the browser runs it without its JIT', () => {
    const files = globSync('src/**/*.{ts,tsx}').filter(
      (file) => !file.endsWith('.test.ts') && file !== 'src/contract/zod.ts',
    );
    expect(files.length).toBeGreaterThan(100);
    // A type-only import brings no code; any other import of zod itself would skip the setting.
    const direct = files.filter((file) =>
      /^import\s+(?!type\b)[^;]*from\s+'zod(\/[^']*)?';/m.test(readFileSync(file, 'utf8')),
    );
    expect(direct).toEqual([]);
  });
});
