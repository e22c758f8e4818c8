import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { useMemo } from 'react';
import { useHydrated } from './use-hydrated.ts';
import styles from './safe-html.module.css';

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'script',
    'style',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'link',
    'meta',
    'base',
  ],
  FORBID_ATTR: ['style', 'srcdoc', 'formaction'],
  ALLOW_DATA_ATTR: false,
};

// Browsers ignore whitespace and control characters inside a scheme ('java\tscript:').
const SCRIPT_URL = /^(javascript|vbscript|data:text\/html)/i;
const isScriptUrl = (value: string) => SCRIPT_URL.test(value.replace(/[\s\p{Cc}]/gu, ''));
const URL_ATTRS = new Set(['href', 'src', 'xlink:href', 'action', 'poster', 'background']);

let purifier: Purifier | undefined;

// A private instance, so these hooks never leak into other users of DOMPurify.
function getPurifier(): Purifier {
  if (purifier) return purifier;
  const p = DOMPurify(window);
  p.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    if (name.startsWith('on')) data.keepAttr = false;
    if (URL_ATTRS.has(name) && isScriptUrl(data.attrValue)) data.keepAttr = false;
  });
  p.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) node.setAttribute('rel', 'noopener noreferrer');
  });
  purifier = p;
  return p;
}

/**
 * Untrusted HTML (a store's policy text) made inert: no scripts, frames, forms, styles, event
 * handlers or javascript: URLs survive, and links get rel="noopener noreferrer".
 */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, CONFIG);
}

export interface SafeHtmlProps {
  html: string;
  className?: string;
}

/**
 * The sanitiser needs the browser's parser, so on the server (and while the page hydrates) the
 * block is empty and marked busy; the store's text appears once the browser has cleaned it. The
 * server never sends untrusted HTML.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const hydrated = useHydrated();
  const clean = useMemo(() => (hydrated ? sanitizeHtml(html) : ''), [html, hydrated]);
  return (
    <div
      className={[styles.prose, className].filter(Boolean).join(' ')}
      data-testid="safe-html"
      aria-busy={!hydrated}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
