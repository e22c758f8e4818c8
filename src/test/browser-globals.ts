/**
 * Minimal `document.cookie` and `location` for node tests of the API client: the cookie jar keeps
 * name=value pairs and drops a cookie set with Max-Age=0, as a browser does.
 */
export function installBrowserGlobals(hostname = 'shop.example.in', protocol = 'https:') {
  const jar = new Map<string, string>();
  const writes: string[] = [];
  const document = {
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(value: string) {
      writes.push(value);
      const [pair = '', ...attrs] = value.split(';').map((s) => s.trim());
      const [name = '', ...rest] = pair.split('=');
      if (attrs.some((a) => a.toLowerCase() === 'max-age=0')) jar.delete(name);
      else jar.set(name, rest.join('='));
    },
    querySelector: () => null,
  };
  const origin = `${protocol}//${hostname}`;
  Object.assign(globalThis, { document, location: { hostname, protocol, origin, host: hostname } });
  return {
    writes,
    uninstall() {
      Reflect.deleteProperty(globalThis, 'document');
      Reflect.deleteProperty(globalThis, 'location');
    },
  };
}
