import { expect, test, type Request } from './fixtures';

/**
 * A `?t=` / `?ct=` token link (personal-cabinet §2.3) leaves the address bar before the page asks
 * for anything (issue 36: same-origin requests send the whole address as their Referer, and the
 * stylesheet, the boot module and the chunks carried the token). The inline script at the top of
 * every page (deploy/token-link.mjs, allowed by its hash in the CSP) does it; the entry stores the
 * token from the query it hands over. Run on the sandbox build (vite preview) and on the production
 * build behind nginx (the prerendered landing, the shells).
 */
const TOKEN = 'sandbox-token-returning';
const LINKS = [
  { url: `/dashboard?t=${TOKEN}&utm_source=x`, clean: /\/dashboard\?utm_source=x$/, shows: 'Анна Смирнова' },
  { url: `/?ct=${TOKEN}`, clean: /\/$/, shows: 'Оформите заказ за минуту' },
  { url: `/dashboard/orders?t=${TOKEN}#top`, clean: /\/dashboard\/orders#top$/, shows: 'Анна Смирнова' },
];

for (const tag of ['', ' @production']) {
  for (const { url, clean, shows } of LINKS) {
    test(`${url}: no request but the link itself carries the token, in its address or its Referer${tag}`, async ({ page, context }) => {
      await context.clearCookies();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().startsWith('CSP violation')) problems.push(message.text());
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
        );
        // The address as each element that fetches something (stylesheet, icon, module) is parsed.
        const seen: string[] = [];
        Object.assign(window, { addressesAtFetchingElements: seen });
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.addedNodes)
              if (node instanceof Element && (node.hasAttribute('src') || node.hasAttribute('href'))) seen.push(location.href);
        }).observe(document, { childList: true, subtree: true });
      });
      const requests: Request[] = [];
      page.on('request', (request) => void requests.push(request));

      await page.goto(url);
      await expect(page.getByText(shows).first()).toBeVisible();
      await expect(page).toHaveURL(clean);
      // The prerendered landing shows before the entry has adopted the link: wait for the cookie.
      await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'client_token')?.value).toBe(TOKEN);

      // The browser's preload scanner asks for the stylesheet and the modules before any script
      // runs: the Referrer-Policy (strict-origin) keeps the address out of every Referer.
      const [link, ...others] = await Promise.all(
        requests.slice().map(async (request) => ({ url: request.url(), referer: (await request.allHeaders())['referer'] ?? '' })),
      );
      expect(link?.url).toContain(TOKEN);
      // The stylesheet, the boot module, the chunks, the icon, the API calls: dozens of requests.
      expect(others.length).toBeGreaterThan(5);
      expect(others.filter((request) => request.url.includes(TOKEN) || request.referer.includes(TOKEN))).toEqual([]);
      // The address bar has lost the token before the first element that fetches anything is parsed.
      const addresses = await page.evaluate(
        () => (window as unknown as { addressesAtFetchingElements: string[] }).addressesAtFetchingElements,
      );
      expect(addresses.length).toBeGreaterThan(0);
      expect(addresses.filter((address) => address.includes(TOKEN))).toEqual([]);
      // The inline script ran under the CSP (allowed by its hash), nothing was blocked.
      expect(problems).toEqual([]);
      expect(await page.evaluate(() => 'mealflowLinkSearch' in window || '__mealflowLinkSearch' in window)).toBe(false);
    });
  }
}
