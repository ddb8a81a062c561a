import { describe, expect, it } from 'vitest';
import { FAULT_HEADER, STAND_IN_PATHS } from '@mealflow/sandbox';
import { brandOfHost } from '../shared/runtime/config';
import { createStandInVkPay, SANDBOX_WIRING } from './sandbox-wiring';

describe('the sandbox wiring', () => {
  it('points at the sandbox stand-ins and its fault header', () => {
    expect(SANDBOX_WIRING.cardScriptPath).toBe(STAND_IN_PATHS.cardCheckout);
    expect(SANDBOX_WIRING.captchaScriptPath).toBe(STAND_IN_PATHS.recaptcha);
    expect(SANDBOX_WIRING.faultHeader).toBe(FAULT_HEADER);
  });

  it('the stand-in VK Pay window pays (after notifying the sandbox of the payment) or closes', async () => {
    const notified: unknown[] = [];
    const vkPay = createStandInVkPay(document, async (session) => notified.push(session));
    const paid = vkPay.open({ payment: 'pay-1' });
    const buttons = () => [...document.querySelectorAll('dialog button')] as HTMLButtonElement[];
    buttons()
      .find((b) => b.textContent === 'Оплатить')
      ?.click();
    expect(await paid).toEqual({ status: 'success' });
    expect(notified).toEqual([{ payment: 'pay-1' }]);
    const unreachable = createStandInVkPay(document, () => Promise.reject(new Error('network'))).open({ payment: 'pay-2' });
    buttons()
      .find((b) => b.textContent === 'Оплатить')
      ?.click();
    expect(await unreachable).toEqual({ status: 'failed' });
    const closed = vkPay.open({});
    buttons()
      .find((b) => b.textContent === 'Закрыть')
      ?.click();
    expect(await closed).toEqual({ status: 'closed' });
    expect(document.querySelector('dialog')).toBeNull();
  });
});

describe('brand by host', () => {
  it('defaults to "wowfood" in the host, or follows the configured hosts', () => {
    expect(brandOfHost('wowfood.ru', [])).toBe('wowfood');
    expect(brandOfHost('mealflow.ru', [])).toBe('main');
    expect(brandOfHost('shop.example.by:443', ['.example.by'])).toBe('wowfood');
    expect(brandOfHost('example.by', ['.example.by'])).toBe('wowfood');
    expect(brandOfHost('wowfood.ru', ['wf.example'])).toBe('main');
  });
});
