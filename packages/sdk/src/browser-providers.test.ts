import { afterEach, describe, expect, it } from 'vitest';
import { isApiError } from './api/errors';
import { CAPTCHA_UNAVAILABLE_MESSAGE, createProviderCryptogram, createRecaptcha } from './browser-providers';

/** A minimal DOM for `<script src>`: `onAppend` decides whether the script "loads" and what it defines. */
function fakeDocument(onAppend: (src: string) => boolean) {
  const added: string[] = [];
  const g = globalThis as unknown as Record<string, unknown>;
  g['document'] = {
    createElement: () => {
      const listeners: Record<string, () => void> = {};
      return {
        src: '',
        async: false,
        crossOrigin: '',
        addEventListener: (type: string, fn: () => void) => (listeners[type] = fn),
        remove: () => undefined,
        fire: (type: string) => listeners[type]?.(),
      };
    },
    head: {
      append: (script: { src: string; fire: (type: string) => void }) => {
        added.push(script.src);
        const ok = onAppend(script.src);
        queueMicrotask(() => script.fire(ok ? 'load' : 'error'));
      },
    },
  };
  return added;
}

afterEach(() => {
  const g = globalThis as unknown as Record<string, unknown>;
  delete g['document'];
  delete g['cp'];
  delete g['grecaptcha'];
});

describe('card provider adapter', () => {
  it('loads the script once and builds the cryptogram with new cp.Checkout({ publicId })', async () => {
    const calls: unknown[] = [];
    const added = fakeDocument(() => {
      (globalThis as unknown as Record<string, unknown>)['cp'] = {
        Checkout: class {
          constructor(readonly options: { publicId: string }) {}
          createPaymentCryptogram(fields: unknown) {
            calls.push({ options: this.options, fields });
            return Promise.resolve('opaque');
          }
        },
      };
      return true;
    });
    const port = createProviderCryptogram({ scriptUrl: 'https://provider.test/checkout.js' });
    const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvv: '987', name: 'ANNA', publicId: 'pk_live' };
    expect(await port.createCryptogram(card)).toBe('opaque');
    expect(await port.createCryptogram(card)).toBe('opaque');
    expect(added).toEqual(['https://provider.test/checkout.js']);
    expect(calls[0]).toEqual({
      options: { publicId: 'pk_live' },
      fields: { cardNumber: '4242424242424242', expDateMonth: '12', expDateYear: '30', cvv: '987', name: 'ANNA' },
    });
  });
});

describe('captcha adapter', () => {
  it('loads nothing and sends no token when captcha is disabled', async () => {
    const added = fakeDocument(() => true);
    const port = createRecaptcha({ siteKey: 'key', scriptUrl: 'https://captcha.test/api.js', enabled: () => false });
    expect(await port.getToken('send-sms')).toBe('');
    expect(added).toEqual([]);
  });

  it('a script that fails to load is a readable captcha error, and the next try loads again', async () => {
    let online = false;
    const added = fakeDocument(() => {
      if (online)
        (globalThis as unknown as Record<string, unknown>)['grecaptcha'] = {
          ready: (cb: () => void) => cb(),
          execute: (key: string, o: { action: string }) => Promise.resolve(`${key}:${o.action}`),
        };
      return online;
    });
    const port = createRecaptcha({ siteKey: 'key', scriptUrl: 'https://captcha.test/api.js' });
    const error: unknown = await port.getToken('create-order').catch((e: unknown) => e);
    expect(isApiError(error) && error.kind === 'captcha' && error.userMessage).toBe(CAPTCHA_UNAVAILABLE_MESSAGE);
    online = true;
    // reCAPTCHA actions allow letters, slashes and underscores only.
    expect(await port.getToken('create-order')).toBe('key:create_order');
    expect(added).toHaveLength(2);
  });
});
