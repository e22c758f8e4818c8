import { z } from 'zod';

/**
 * zod, as the app's code imports it (`import { z } from '…/contract/zod.ts'`; a test holds every
 * other module to that). In the browser it runs without its JIT: the shop's Content-Security-Policy
 * allows no eval, so the JIT could never run there, and zod's probe for it (`new Function('')`,
 * caught) is still reported as a CSP violation, which Lighthouse's Best Practices counts against
 * the page ("Issues were logged in the Issues panel"). On the server, where nothing forbids it, the
 * JIT stays on.
 */
if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
