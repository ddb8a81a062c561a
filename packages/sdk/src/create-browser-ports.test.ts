import { describe, expect, it } from 'vitest';
import { createBrowserPorts } from './create-browser-ports';
import type { CaptchaPort, CardCryptogramPort, Ports } from './ports';

/** Issue 33: one call wires every port; a provider given as options or as a port of one's own. The window is a plain EventTarget here (node). */
describe('createBrowserPorts', () => {
  const target = new EventTarget() as unknown as Window;
  const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/29', cvv: '123', name: 'IVAN', publicId: 'pk' };

  it('answers every port of Ports', () => {
    const ports = createBrowserPorts({ target });
    const names: (keyof Ports)[] = [
      'cookies',
      'storage',
      'clock',
      'navigation',
      'captcha',
      'cardCryptogram',
      'vkPay',
      'analytics',
      'device',
      'notify',
      'clipboard',
      'pageLifecycle',
    ];
    expect(Object.keys(ports).sort()).toEqual([...names].sort());
  });

  it('without a card provider a card payment rejects with a text saying what to configure; without a captcha the token is empty', async () => {
    const ports = createBrowserPorts({ target });
    await expect(ports.cardCryptogram.createCryptogram(card)).rejects.toThrow(/cardCryptogram/);
    await expect(ports.captcha.getToken('login')).resolves.toBe('');
  });

  it("uses ports of one's own as given", async () => {
    const captcha: CaptchaPort = { getToken: () => Promise.resolve('mine') };
    const cardCryptogram: CardCryptogramPort = { createCryptogram: () => Promise.resolve('cryptogram') };
    const ports = createBrowserPorts({ target, captcha, cardCryptogram });
    await expect(ports.captcha.getToken('login')).resolves.toBe('mine');
    await expect(ports.cardCryptogram.createCryptogram(card)).resolves.toBe('cryptogram');
  });

  it('navigates through the given router', () => {
    const paths: string[] = [];
    createBrowserPorts({ target, navigate: (path) => paths.push(path) }).navigation.go('/order/login');
    expect(paths).toEqual(['/order/login']);
  });
});
