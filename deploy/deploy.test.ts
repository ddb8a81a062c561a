import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './headers.mjs';
import { precompress } from './precompress.mjs';
import { renderServer } from './render-nginx.mjs';

describe('security headers (deploy/headers.mjs)', () => {
  it('production: exact provider origins, no unsafe script sources, 3-D Secure form targets', () => {
    const csp = securityHeaders({ VITE_CAPTCHA_SITE_KEY: 'key', VITE_API_BASE_URL: 'https://api.example.ru' })['Content-Security-Policy'] ?? '';
    expect(csp).toContain("script-src 'self' https://checkout.cloudpayments.ru https://www.google.com https://www.gstatic.com;");
    expect(csp).toContain("connect-src 'self' https://api.example.ru");
    expect(csp).not.toMatch(/unsafe-(inline|eval)/);
    expect(csp).toContain("form-action 'self' https:");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('sandbox builds allow only their own origin', () => {
    const csp = securityHeaders({}, { sandbox: true })['Content-Security-Policy'] ?? '';
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain('https:');
  });

  it('every nginx location carries every header (add_header does not inherit)', () => {
    const conf = renderServer({ root: '/srv', port: 8080, upstream: 'http://backend:8000' });
    const locations = conf.split(/\n {2}location /).slice(1);
    // What is never served (source maps, the build's indexes) answers 404 without a body.
    const withHeaders = locations.filter((l) => !l.startsWith('~* \\.map$') && !l.startsWith('^~ /.vite/'));
    expect(locations.find((l) => l.startsWith('^~ /.vite/'))).toContain('return 404;');
    expect(withHeaders.length).toBeGreaterThanOrEqual(4);
    for (const location of withHeaders) for (const name of Object.keys(securityHeaders())) expect(location).toContain(`add_header ${name} `);
    expect(conf).toContain('proxy_pass http://backend:8000;');
    // `/` is the prerendered landing; every other route gets the shell, never the landing's HTML.
    expect(conf).toMatch(/location = \/ \{[^}]*try_files \/index.html =404;/);
    expect(conf).toContain('try_files $uri /app.html /index.html;');
  });

  it("the checkout's URLs get the shell that preloads the checkout, the API never", () => {
    const conf = renderServer({ root: '/srv', port: 8080, upstream: 'http://backend:8000' });
    const pattern = /location ~ (\S+) \{[^}]*try_files \/checkout.html \/app.html \/index.html;/.exec(conf)?.[1] ?? '';
    const checkout = new RegExp(pattern);
    for (const path of ['/instant-order/abc', '/wowfood/instant-order/abc', '/dashboard/instant-order/abc', '/try-customization/single-step-order/abc', '/instant-order'])
      expect(checkout.test(path), path).toBe(true);
    for (const path of ['/', '/dashboard', '/api/personal-cabinet/v1/instant-order/x', '/assets/instant-order/x.js', '/instant-orders']) expect(checkout.test(path), path).toBe(false);
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
