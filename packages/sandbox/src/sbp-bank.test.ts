import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { useSandboxServer } from './vitest';

/** The QR image's SVG (uqr: one `Mx,yh{n}v{n}h-{n}z` square per dark module) as RGBA pixels, for a decoder. */
function rasterize(dataUrl: string): { data: Uint8ClampedArray; width: number; height: number } {
  const svg = decodeURIComponent(dataUrl.replace(/^data:image\/svg\+xml,/, ''));
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  for (const [, x, y, n] of svg.matchAll(/M(\d+),(\d+)h(\d+)v\d+h-\d+z/g)) {
    for (let dy = 0; dy < Number(n); dy++) {
      for (let dx = 0; dx < Number(n); dx++) {
        const at = ((Number(y) + dy) * size + Number(x) + dx) * 4;
        data.fill(0, at, at + 3);
      }
    }
  }
  return { data, width: size, height: size };
}

/**
 * Issue 34: the sandbox's SBP QR is a real, scannable code of the payment link, and the link opens
 * the sandbox's stand-in bank page, whose answer the status polls then report.
 */
describe('SBP in the sandbox: the QR code and the stand-in bank', () => {
  const http = useSandboxServer();
  const { sandbox } = http;
  const post = async <T>(call: string, body: unknown): Promise<T> => (await (await http.post(call, body)).json()) as T;
  const startSbp = async (hid: string) => {
    const { payment } = await post<{ payment: string }>('payments/for-order', { orderId_H: hid });
    const sbp = await post<{ link: string; image: string }>('payments/charge-sbp', { payment, needImage: true });
    return { payment, ...sbp };
  };
  const status = async (payment: string) => (await post<{ status: string }>('payments/check-sbp-status', { payment })).status;
  const answer = (link: string, value: 'pay' | 'decline') => fetch(link, { method: 'POST', body: new URLSearchParams({ answer: value }) });

  it('the QR code decodes to the payment link, the stand-in bank page on the sandbox’s origin', async () => {
    const { payment, link, image } = await startSbp('demo-standard');
    expect(link).toBe(`${http.origin}/api/stand-in/sbp/${payment}`);
    const { data, width, height } = rasterize(image);
    expect(jsQR(data, width, height)?.data).toBe(link);
    const page = await fetch(link);
    expect(page.headers.get('content-type')).toContain('text/html');
    const text = await page.text();
    expect(text).toContain('Оплата по СБП');
    expect(text).toContain('к оплате 9\u00a0540\u00a0₽');
  });

  it.each([
    { value: 'pay' as const, said: 'Готово: банк перевёл деньги.', polled: 'Completed', charges: 1 },
    { value: 'decline' as const, said: 'Вы отклонили перевод.', polled: 'Declined', charges: 0 },
  ])('the bank page’s $value: the next status poll answers $polled', async ({ value, said, polled, charges }) => {
    sandbox.reset();
    const { payment, link } = await startSbp('demo-standard');
    expect(await status(payment)).toBe('Created');
    expect(await (await answer(link, value)).text()).toContain(said);
    expect(await status(payment)).toBe(polled);
    // A second answer changes nothing: one charge at most.
    await answer(link, 'pay');
    expect(sandbox.store.counters.get('charges:demo-standard') ?? 0).toBe(charges);
  });
});
