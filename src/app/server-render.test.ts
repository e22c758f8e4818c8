import { describe, expect, it } from 'vitest';
import { readServerRender, serverRenderScript } from './server-render.ts';

/** The script tag as the browser's document would hold it. */
const documentWith = (html: string) => {
  const text = /<script[^>]*>([\s\S]*)<\/script>/.exec(html)?.[1];
  return { getElementById: () => (text === undefined ? null : ({ textContent: text } as HTMLElement)) };
};

describe('the server render payload', () => {
  it('round-trips the answers the page was rendered with', () => {
    const fallback = {
      '/storeInfo': { storeName: 'Gupta & Sons <Supply>' },
      '@"/products/","7",': { id: '7' },
    };
    const read = readServerRender(documentWith(serverRenderScript({ fallback })));
    expect(read).toEqual({ fallback });
  });

  it('cannot be closed early by the data it carries', () => {
    const script = serverRenderScript({
      fallback: { x: '</script><script>alert(1)</script><!-- \u2028' },
    });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain('<!--');
    expect(script).not.toContain('\u2028');
    expect(readServerRender(documentWith(script))?.fallback.x).toBe(
      '</script><script>alert(1)</script><!-- \u2028',
    );
  });

  it('reads a missing, broken or wrongly shaped payload as no server render', () => {
    expect(readServerRender({ getElementById: () => null })).toBeNull();
    for (const text of ['', '{', '[]', 'null', '{"fallback":[]}', '{"fallback":"x"}', '{"other":{}}']) {
      expect(
        readServerRender({ getElementById: () => ({ textContent: text }) as HTMLElement }),
        text,
      ).toBeNull();
    }
  });
});
