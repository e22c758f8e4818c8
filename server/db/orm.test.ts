import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const server = fileURLToPath(new URL('..', import.meta.url));

describe('drizzle in the server', () => {
  it('is loaded only through server/db/orm.ts (an ES import of it costs ~150 MB of memory)', () => {
    const offenders = readdirSync(server, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.ts') && !file.includes('node_modules'))
      .filter((file) =>
        /^import\s+(?!type\b)[^;]*from\s+'drizzle-orm[^']*'/m.test(readFileSync(join(server, file), 'utf8')),
      );
    expect(offenders, 'import the values from server/db/orm.ts; `import type` is fine').toEqual([]);
  });
});
