import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './headers.mjs';
import { precompress } from './precompress.mjs';
import { limitedLocation, RATE_LIMITS, renderServer } from './render-nginx.mjs';
import { TOKEN_LINK_SCRIPT, TOKEN_LINK_SCRIPT_HASH, withTokenLinkScript } from './token-link.mjs';

describe('security headers (deploy/headers.mjs)', () => {
  it('production: exact provider origins, no unsafe script sources, 3-D Secure form targets', () => {
    const csp =
      securityHeaders({ VITE_CAPTCHA_SITE_KEY: 'key', VITE_API_BASE_URL: 'https://api.example.ru' })['Content-Security-Policy'] ?? '';
    expect(csp).toContain(
      `script-src 'self' ${TOKEN_LINK_SCRIPT_HASH} https://checkout.cloudpayments.ru https://www.google.com https://www.gstatic.com;`,
    );
    expect(csp).toContain("connect-src 'self' https://api.example.ru");
    expect(csp).not.toMatch(/unsafe-(inline|eval)/);
    expect(csp).toContain("form-action 'self' https:");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('sandbox builds allow only their own origin', () => {
    const csp = securityHeaders({}, { sandbox: true })['Content-Security-Policy'] ?? '';
    expect(csp).toContain(`script-src 'self' ${TOKEN_LINK_SCRIPT_HASH};`);
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain('https:');
  });

  it('every nginx location carries every header (add_header does not inherit)', () => {
    const conf = renderServer({ root: '/srv', port: 8080, upstream: 'http://backend:8000' });
    const locations = conf.split(/\n {2}location /).slice(1);
    // What is never served (source maps, the build's indexes) answers 404 without a body, with the headers too.
    expect(locations.find((l) => l.startsWith('^~ /.vite/'))).toContain('return 404;');
    expect(locations.find((l) => l.startsWith('~* \\.map$'))).toContain('return 404;');
    expect(locations.length).toBeGreaterThanOrEqual(8);
    for (const location of locations) for (const name of Object.keys(securityHeaders())) expect(location).toContain(`add_header ${name} `);
    expect(conf).toContain('proxy_pass http://backend:8000;');
    // `/` is the prerendered landing; every other route gets the shell, never the landing's HTML.
    expect(conf).toMatch(/location = \/ \{[^}]*try_files \/index.html =404;/);
    expect(conf).toContain('try_files $uri /app.html /index.html;');
  });

  it("the checkout's URLs get the shell that preloads the checkout, the API never", () => {
    const conf = renderServer({ root: '/srv', port: 8080, upstream: 'http://backend:8000' });
    const pattern = /location ~ (\S+) \{[^}]*try_files \/checkout.html \/app.html \/index.html;/.exec(conf)?.[1] ?? '';
    const checkout = new RegExp(pattern);
    for (const path of [
      '/instant-order/abc',
      '/wowfood/instant-order/abc',
      '/dashboard/instant-order/abc',
      '/try-customization/single-step-order/abc',
      '/instant-order',
    ])
      expect(checkout.test(path), path).toBe(true);
    for (const path of ['/', '/dashboard', '/api/personal-cabinet/v1/instant-order/x', '/assets/instant-order/x.js', '/instant-orders'])
      expect(checkout.test(path), path).toBe(false);
  });

  it("the cabinet's URLs get the shell that preloads the cabinet's prefetch (issue 35), the checkout's its own", () => {
    const conf = renderServer({ root: '/srv', port: 8080, upstream: 'http://backend:8000' });
    const shellOf = (path: string) => {
      // nginx takes the first regular expression that matches, in the file's order.
      for (const [, pattern, files] of conf.matchAll(/location ~ (\S+) \{[^}]*try_files (\/\w+\.html) /g))
        if (pattern && new RegExp(pattern).test(path)) return files;
      return undefined;
    };
    for (const path of ['/dashboard', '/dashboard/orders/lk-paid', '/new-dashboard', '/new-dashboard/lk-paid/deliveries'])
      expect(shellOf(path), path).toBe('/cabinet.html');
    expect(shellOf('/dashboard/instant-order/abc')).toBe('/checkout.html');
    for (const path of ['/', '/dashboards', '/menu/moscow/fit/1', '/api/personal-cabinet/v1/dashboard', '/assets/dashboard.js'])
      expect(shellOf(path), path).toBeUndefined();
  });
});

describe('the edge in front of the payment page (issue 36)', () => {
  const conf = (options: Parameters<typeof renderServer>[0] = {}) =>
    renderServer({ root: '/srv', port: 8080, upstream: 'http://backend:8000', ...options });

  it('HSTS on every production answer, never in the sandbox build (served over plain http)', () => {
    expect(securityHeaders()['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(securityHeaders({}, { sandbox: true })['Strict-Transport-Security']).toBeUndefined();
    // Every location repeats every header (the test above), the 429 answer included.
    expect(conf()).toMatch(/location @too_many_requests \{[^}]*add_header Strict-Transport-Security /);
  });

  it.each([
    { url: 'https://csp.example.ru/report', endpoint: 'csp="https://csp.example.ru/report"' },
    { url: '/api/csp-report', endpoint: 'csp="/api/csp-report"' },
  ])('CSP violations are reported to CSP_REPORT_URL=$url (report-uri and the Reporting API)', ({ url, endpoint }) => {
    const headers = securityHeaders({ CSP_REPORT_URL: url });
    expect(headers['Content-Security-Policy']).toMatch(new RegExp(`; report-uri ${url.replace(/[.]/g, '\\.')}; report-to csp$`));
    expect(headers['Reporting-Endpoints']).toBe(endpoint);
    // nginx gets the quotes escaped inside its own.
    expect(conf({ env: { CSP_REPORT_URL: url } })).toContain(`add_header Reporting-Endpoints "${endpoint.replaceAll('"', '\\"')}" always;`);
  });

  it('no report directives without an endpoint, and a value that would break the header is refused', () => {
    expect(securityHeaders()['Content-Security-Policy']).not.toContain('report-');
    expect(securityHeaders()['Reporting-Endpoints']).toBeUndefined();
    expect(() => securityHeaders({ CSP_REPORT_URL: 'https://a.ru/r; script-src *' })).toThrow(/one URL/);
  });

  it("the backend gets nginx's idea of the client's address, never a client-supplied X-Forwarded-For", () => {
    const plain = conf();
    expect(plain).not.toContain('$proxy_add_x_forwarded_for');
    expect(plain).not.toMatch(/^ *set_real_ip_from/m);
    const proxied = plain.split(/\n {2}location /).filter((location) => location.includes('proxy_pass'));
    expect(proxied.length).toBeGreaterThanOrEqual(5);
    for (const location of proxied) {
      expect(location).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
      // The backend's own copies of our headers are dropped, not doubled.
      expect(location).toContain('proxy_hide_header Strict-Transport-Security;');
    }
    // Behind a CDN: its address range is trusted, the client is the last untrusted hop of its header.
    const behindCdn = conf({ trustedProxies: ['10.0.0.0/8', '2001:db8::/32'] });
    expect(behindCdn).toContain(
      'set_real_ip_from 10.0.0.0/8;\n  set_real_ip_from 2001:db8::/32;\n  real_ip_header X-Forwarded-For;\n  real_ip_recursive on;',
    );
  });

  const limited = Object.entries(RATE_LIMITS).flatMap(([zone, { paths }]) => paths.map((path) => ({ zone, path })));
  it.each(limited)('/api/…/$path is rate-limited in the $zone zone, with 429', ({ zone, path }) => {
    const text = conf();
    const { rate } = RATE_LIMITS[zone as keyof typeof RATE_LIMITS];
    expect(text).toContain(`limit_req_zone $binary_remote_addr zone=mealflow_${zone}:10m rate=${rate};`);
    const block = new RegExp(`location ~ (\\S+) \\{\\n {4}limit_req zone=mealflow_${zone} `).exec(text)?.[1] ?? '';
    const pattern = new RegExp(block);
    for (const version of ['v1', 'v2']) expect(pattern.test(`/api/personal-cabinet/${version}/${path}`), version).toBe(true);
    expect(text).toContain('limit_req_status 429;');
  });

  it('other calls are not rate-limited', () => {
    const all = Object.values(RATE_LIMITS).flatMap(({ paths }) => paths);
    const pattern = new RegExp(limitedLocation(all));
    for (const path of [
      '/api/personal-cabinet/v1/authentication/logout',
      '/api/personal-cabinet/v1/client-profile',
      '/api/personal-cabinet/v1/authentication/send-sms/x',
      '/configs/common-options.json',
      '/authentication/send-sms',
    ])
      expect(pattern.test(path), path).toBe(false);
  });
});

/** Runs the inline script of a page opened at `url`: the address it leaves and what it hands to the entry. */
function openPage(url: string) {
  const at = new URL(url, 'https://mealflow.example');
  const replaced: string[] = [];
  const window: { __mealflowLinkSearch?: string } = {};
  runInNewContext(TOKEN_LINK_SCRIPT, {
    window,
    URLSearchParams,
    location: { pathname: at.pathname, search: at.search, hash: at.hash },
    history: {
      state: { key: 1 },
      replaceState: (state: unknown, _title: string, to: string) => replaced.push(`${JSON.stringify(state)} ${to}`),
    },
  });
  return { replaced, handed: window.__mealflowLinkSearch };
}

describe('a ?t= token link leaves the address bar first thing (deploy/token-link.mjs)', () => {
  it.each([
    { url: '/dashboard?t=abc&utm_source=x#top', to: '/dashboard?utm_source=x#top' },
    { url: '/?ct=abc', to: '/' },
    { url: '/instant-order/h1?t=abc&ct=def', to: '/instant-order/h1' },
    { url: '/?t=', to: '/' },
  ])('$url → $to, the query as it came handed to the entry', ({ url, to }) => {
    const { replaced, handed } = openPage(url);
    expect(replaced).toEqual([`{"key":1} ${to}`]);
    expect(handed).toBe(new URL(url, 'https://x').search);
  });

  it.each(['/', '/dashboard?utm_source=x', '/?tips=1&success=1', '/?at=1'])('%s has no token: the address is left alone', (url) => {
    expect(openPage(url)).toEqual({ replaced: [], handed: undefined });
  });

  it('is the first element of the head, and the CSP allows it by its hash', () => {
    const html = withTokenLinkScript(
      '<!doctype html>\n<html lang="ru">\n  <head>\n    <meta charset="UTF-8" />\n    <link rel="icon" href="/favicon.svg" />\n  </head>\n</html>',
    );
    expect(html).toContain(`<head>\n    <script>${TOKEN_LINK_SCRIPT}</script>\n    <meta charset="UTF-8" />`);
    expect(html.indexOf('<meta charset')).toBeLessThan(1024);
    const digest = createHash('sha256').update(TOKEN_LINK_SCRIPT).digest('base64');
    for (const sandbox of [false, true])
      expect(securityHeaders({}, { sandbox })['Content-Security-Policy']).toContain(`'sha256-${digest}'`);
  });
});

describe('precompressed copies (deploy/precompress.mjs)', () => {
  it('writes .gz and .br of every text file that decompress to it; maps and tiny files get none', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mf-precompress-'));
    try {
      mkdirSync(join(dir, 'assets'));
      const chunk = `export const menu = ${JSON.stringify(Array.from({ length: 50 }, (_, i) => ({ id: i, title: 'Рацион «Фит»' })))};\n`;
      writeFileSync(join(dir, 'assets', 'menu-abc.js'), chunk);
      writeFileSync(join(dir, 'assets', 'menu-abc.js.map'), chunk);
      writeFileSync(join(dir, 'index.html'), `<!doctype html><title>mealflow</title>${'<p>Здоровое питание</p>'.repeat(20)}`);
      writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
      const totals = precompress(dir);
      expect(totals.files).toBe(2);
      expect(totals.gzip).toBeLessThan(totals.raw);
      expect(totals.brotli).toBeLessThan(totals.raw);
      for (const file of ['assets/menu-abc.js', 'index.html']) {
        const raw = readFileSync(join(dir, file));
        expect(gunzipSync(readFileSync(join(dir, `${file}.gz`))).equals(raw), file).toBe(true);
        expect(brotliDecompressSync(readFileSync(join(dir, `${file}.br`))).equals(raw), file).toBe(true);
      }
      expect(readdirSync(join(dir, 'assets')).sort()).toEqual(['menu-abc.js', 'menu-abc.js.br', 'menu-abc.js.gz', 'menu-abc.js.map']);
      expect(readdirSync(dir).filter((name) => name.startsWith('favicon'))).toEqual(['favicon.svg']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('nginx serves the copies: gzip always, brotli with its modules', () => {
    const plain = renderServer({ root: '/srv', port: 8080, upstream: 'http://backend:8000' });
    expect(plain).toContain('gzip_static on;');
    expect(plain).not.toContain('brotli');
    expect(renderServer({ root: '/srv', port: 8080, upstream: 'http://backend:8000', brotli: true })).toContain('brotli_static on;');
  });
});
