import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { resetSandbox } from './sandbox';

/** A fresh sandbox and the returning client's session (the payment journeys start here). */
export async function asReturningClient(request: APIRequestContext, context: BrowserContext, baseURL: string) {
  await resetSandbox(request);
  await context.clearCookies();
  await context.addCookies([{ name: 'client_token', value: 'sandbox-token-returning', url: baseURL }]);
}

/** The checkout of `hid` with the saved address chosen and `method` ticked. */
export async function readyCheckout(page: Page, method: string, hid = 'demo-standard') {
  await page.goto(`/instant-order/${hid}`);
  await page.getByRole('radio', { name: 'Москва, ул. Тверская, д. 7' }).check();
  await expect(page.getByText('Адрес доставки выбран')).toBeVisible();
  await page.getByRole('radio', { name: method }).check();
}

/** 'Новой картой' ticked and the sandbox's card that pays without 3-D Secure typed in (or `number`). */
export async function newCard(page: Page, number = '4242 4242 4242 4242') {
  await page.getByRole('radio', { name: 'Новой картой' }).check();
  await fillCard(page, number);
}

/** A card in the checkout's card form (the sandbox's magic numbers: packages/sandbox/README.md). */
export async function fillCard(page: Page, number: string) {
  await page.getByLabel('Номер карты').fill(number);
  await page.getByLabel('Срок действия').fill('1230');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Имя владельца').fill('anna smirnova');
}
