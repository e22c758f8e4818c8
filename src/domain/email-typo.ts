import { run } from '@zootools/email-spell-checker';

/**
 * "Did you mean asha@gmail.com?": a mistyped mail provider (gmial.com, gmail.con, rediffmal.com) is
 * the commonest reason an order's e-mails never arrive, and nothing tells the shopper until they
 * wait for one. The forms that take an address the shop will write to (registration, a new
 * address, the contact form, a guest's alert) offer the likely one under the field, never changing
 * it themselves: a business's own domain is not ours to judge.
 *
 * The matching is the library's (@zootools/email-spell-checker, mailcheck's successor); the lists
 * are India's: the webmail most shoppers here use, and the Indian second-level domains (co.in,
 * org.in, gov.in…) that a foreign list would "correct".
 */

/** Webmail providers and the exact addresses each serves: gmail.co is a typo, not a domain. */
const WEBMAIL: Readonly<Record<string, readonly string[]>> = {
  gmail: ['gmail.com'],
  googlemail: ['googlemail.com'],
  yahoo: ['yahoo.com', 'yahoo.co.in', 'yahoo.in', 'yahoo.co.uk'],
  ymail: ['ymail.com'],
  rediffmail: ['rediffmail.com'],
  outlook: ['outlook.com', 'outlook.in'],
  hotmail: ['hotmail.com', 'hotmail.co.in', 'hotmail.co.uk'],
  live: ['live.com', 'live.in', 'live.co.uk'],
  icloud: ['icloud.com'],
  zohomail: ['zohomail.in', 'zohomail.com'],
  protonmail: ['protonmail.com'],
};

/** Known as they are: real domains close enough to a webmail one to be "corrected" into it. */
const ALSO_REAL = [
  'gmx.com',
  'gmx.net',
  'mail.com',
  'email.com',
  'me.com',
  'mac.com',
  'zoho.com',
  'proton.me',
];

/** Endings the distance reads wrong (.cmo is nearer .co than .com to it; .co.n nearer .com than .co.in). */
const ENDING_TYPOS: Readonly<Record<string, string>> = {
  cmo: 'com',
  ocm: 'com',
  cpm: 'com',
  'co.n': 'co.in',
  'co.i': 'co.in',
  coin: 'co.in',
};

const DOMAINS = [...Object.values(WEBMAIL).flat(), ...ALSO_REAL];
const SECOND_LEVEL = Object.keys(WEBMAIL);
// 'com' before 'co': a tie (cmo) goes to the commoner.
const TOP_LEVEL = [
  'com',
  'in',
  'co.in',
  'net',
  'org',
  'org.in',
  'net.in',
  'firm.in',
  'gen.in',
  'ind.in',
  'gov.in',
  'nic.in',
  'ac.in',
  'edu.in',
  'res.in',
  'edu',
  'gov',
  'co',
  'biz',
  'info',
  'me',
  'io',
  'co.uk',
];

/**
 * The address the shopper probably meant, or undefined when it looks right (or is not yet an
 * address). The part before the @ stays as typed.
 */
export function likelyEmail(typed: string): string | undefined {
  const email = typed.trim();
  const at = email.lastIndexOf('@');
  if (at < 1 || at === email.length - 1) return undefined;
  const local = email.slice(0, at);
  const typedDomain = email.slice(at + 1).toLowerCase();
  const dot = typedDomain.indexOf('.');
  const provider = dot < 0 ? typedDomain : typedDomain.slice(0, dot);
  const ending = dot < 0 ? '' : typedDomain.slice(dot + 1);
  const domain = Object.hasOwn(ENDING_TYPOS, ending) ? `${provider}.${ENDING_TYPOS[ending]}` : typedDomain;
  const served = Object.hasOwn(WEBMAIL, provider) ? WEBMAIL[provider] : undefined;
  // gmail.co, gmail, yahoo.co.n: a provider named right on a domain it does not serve.
  if (served && !served.includes(domain)) {
    const guess = run({ email: `x@${domain}`, domains: [...served], domainThreshold: 4 });
    return `${local}@${guess?.domain ?? served[0]}`;
  }
  const guess = run({
    email: `x@${domain}`,
    domains: DOMAINS,
    secondLevelDomains: SECOND_LEVEL,
    topLevelDomains: TOP_LEVEL,
  });
  const meant = guess?.domain ?? domain;
  return meant !== typedDomain ? `${local}@${meant}` : undefined;
}

export const emailTypoTexts = {
  /** Under the field, the address in bold between. */
  didYouMean: 'Did you mean',
  use: 'Use it',
  /** The button's name for a screen reader. */
  useLabel: (email: string) => `Use it: ${email}`,
} as const;
