import { describe, expect, it } from 'vitest';
import { STAND_IN_PATHS } from './index';
import { useSandboxServer } from './vitest';

interface Cp {
  Checkout: new (options: { publicId: string }) => { createPaymentCryptogram(fields: Record<string, string>): Promise<string> };
}

/** Runs a stand-in script the way a browser would (it only needs `window`, WebCrypto, TextEncoder and btoa). */
const run = <T>(source: string): T => {
  const window: Record<string, unknown> = {};
  new Function('window', source)(window);
  return window as T;
};

describe('the stand-in scripts', () => {
  const http = useSandboxServer();
  const { post } = http;

  it('the card checkout script encrypts for the sandbox only, and the sandbox charges with it', async () => {
    const response = await fetch(`${http.origin}${STAND_IN_PATHS.cardCheckout}`);
    expect(response.headers.get('content-type')).toContain('javascript');
    const { cp } = run<{ cp: Cp }>(await response.text());
    const { payment, publicId } = (await (await post('payments/for-order', { orderId_H: 'demo-standard' })).json()) as {
      payment: string;
      publicId: string;
    };
    const checkout = new cp.Checkout({ publicId });
    const cryptogram = await checkout.createPaymentCryptogram({
      cardNumber: '4242424242424242',
      expDateMonth: '12',
      expDateYear: '30',
      cvv: '987',
    });
    const decoded = Buffer.from(cryptogram, 'base64').toString('latin1');
    for (const secret of ['4242424242424242', '987', '12/30']) expect(decoded + cryptogram).not.toContain(secret);
    // Two cryptograms of the same card differ (OAEP is randomised).
    expect(
      await checkout.createPaymentCryptogram({ cardNumber: '4242424242424242', expDateMonth: '12', expDateYear: '30', cvv: '987' }),
    ).not.toBe(cryptogram);
    const charged = (await (await post('payments/charge-card', { payment, cryptogram, name: 'ANNA' })).json()) as Record<string, unknown>;
    expect(charged).toMatchObject({ success: true, require3DS: false });
    await expect(
      checkout.createPaymentCryptogram({ cardNumber: '4242', expDateMonth: '12', expDateYear: '30', cvv: '987' }),
    ).rejects.toThrow('invalid card data');
    expect(() => new cp.Checkout({ publicId: '' })).toThrow('publicId');
  });

  it('a cryptogram not made with the sandbox key is refused like a bad card', async () => {
    const { payment } = (await (await post('payments/for-order', { orderId_H: 'demo-standard' })).json()) as { payment: string };
    const answer = (await (
      await post('payments/charge-card', { payment, cryptogram: Buffer.from('4242424242424242').toString('base64'), name: 'ANNA' })
    ).json()) as Record<string, unknown>;
    expect(answer['success']).toBe(false);
  });

  it('the captcha script is reCAPTCHA v3-compatible', async () => {
    const { grecaptcha } = run<{
      grecaptcha: { ready(cb: () => void): void; execute(key: string, o: { action: string }): Promise<string> };
    }>(await (await fetch(`${http.origin}${STAND_IN_PATHS.recaptcha}`)).text());
    await new Promise<void>((resolve) => grecaptcha.ready(resolve));
    expect(await grecaptcha.execute('site-key', { action: 'send_sms' })).toBe('sandbox-captcha-token');
  });
});
