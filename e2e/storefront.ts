import { expect, type Locator, type Page } from './fixtures';
import { newCard } from './pay';
import { visibleTextProblems as textProblems } from '@mealflow/sdk/domain';

/** Seeded cities of the sandbox (packages/sandbox/README.md, "Funnel"). */
export const CITIES = { msk: 2, spb: 1, minsk: 20 } as const;
export type CityAlias = keyof typeof CITIES;

/** A phone of the city's country for a test client (the sandbox code is its last four digits). */
export const PHONES: Record<CityAlias, string> = { msk: '+79161230001', spb: '+79161230002', minsk: '+375291230003' };

/**
 * Every business product's landing (order-funnel §1, §2) and where the sandbox sells it
 * (`SEED_PRODUCT_CITIES` in packages/sandbox/src/seed/menu.ts).
 */
/** GetMenuPlan `/subscribe/plan/{hid}` or AllFields `/subscribe/get/{hid}/fields` (order-funnel §4). */
export const SUBSCRIBE_STEP = /^\/subscribe\/(plan\/[^/]+|get\/[^/]+\/fields)$/;

export const PRODUCTS: ReadonlyArray<{ product: string; path: string; cities: readonly CityAlias[]; checkout: RegExp }> = [
  { product: 'standard', path: '/', cities: ['msk', 'spb', 'minsk'], checkout: /^\/instant-order\/[^/]+$/ },
  { product: 'wowfood', path: '/wowfood', cities: ['msk', 'spb', 'minsk'], checkout: /^\/wowfood\/instant-order\/[^/]+$/ },
  { product: 'day', path: '/day', cities: ['msk', 'spb', 'minsk'], checkout: /^\/day\/instant-order\/[^/]+$/ },
  { product: 'detox', path: '/detox', cities: ['msk', 'spb', 'minsk'], checkout: /^\/detox\/instant-order\/[^/]+$/ },
  { product: 'superdetox', path: '/superdetox', cities: ['msk', 'spb'], checkout: /^\/superdetox\/instant-order\/[^/]+$/ },
  { product: '21', path: '/21', cities: ['msk', 'spb'], checkout: /^\/21\/instant-order\/[^/]+$/ },
  // order-funnel §4: a subscription order goes to its subscribe step, GetMenuPlan or AllFields.
  { product: 'subscription', path: '/subscription', cities: ['msk', 'spb', 'minsk'], checkout: SUBSCRIBE_STEP },
  { product: 'poll', path: '/poll', cities: ['msk', 'spb'], checkout: /^\/poll\/instant-order\/[^/]+$/ },
  { product: 'local', path: '/local', cities: ['msk', 'spb', 'minsk'], checkout: /^\/local\/instant-order\/[^/]+$/ },
  {
    product: 'longate',
    path: '/longate/demo-standard?aal=1',
    cities: ['msk', 'spb', 'minsk'],
    checkout: /^\/longate\/instant-order\/[^/]+$/,
  },
  { product: 'one-more', path: '/one-more', cities: ['msk', 'spb', 'minsk'], checkout: /^\/one-more\/instant-order\/[^/]+$/ },
  { product: 'wowfood-subscription', path: '/wowfood-subscription', cities: ['msk', 'spb'], checkout: SUBSCRIBE_STEP },
  {
    product: 'wowfood-longate',
    path: '/wowfood-longate/demo-standard?aal=1',
    cities: ['msk', 'spb'],
    checkout: /^\/wowfood-longate\/instant-order\/[^/]+$/,
  },
  {
    product: 'wowfood-one-more',
    path: '/wowfood-one-more',
    cities: ['msk', 'spb'],
    checkout: /^\/wowfood-one-more\/instant-order\/[^/]+$/,
  },
  { product: 'transfland', path: '/transfland', cities: ['msk', 'spb'], checkout: /^\/transfland\/instant-order\/[^/]+$/ },
  { product: 'hydra', path: '/hydra', cities: ['msk', 'spb', 'minsk'], checkout: /^\/hydra\/instant-order\/[^/]+$/ },
  { product: 'aviasales', path: '/aviasales', cities: ['msk', 'spb'], checkout: /^\/aviasales\/instant-order\/[^/]+$/ },
  { product: 'activate-gift', path: '/activate-gift', cities: ['msk', 'spb', 'minsk'], checkout: /^\/instant-order\/[^/]+$/ },
];

/** A landing URL in a city (the `city` query, personal-cabinet §2.3). */
export function inCity(path: string, city: CityAlias): string {
  return `${path}${path.includes('?') ? '&' : '?'}city=${city}`;
}

export { loginAs } from './fixtures';

/** From the orders list (`orders`): the first order's page, then its second delivery's change page. */
export async function openSecondDelivery(page: Page, orders: Locator) {
  await orders
    .getByRole('article')
    .first()
    .getByRole('link', { name: /^Подробнее/ })
    .click();
  await page
    .getByRole('region', { name: 'Доставки' })
    .getByRole('link', { name: /^Изменить доставку/ })
    .nth(1)
    .click();
}

/** A radio of the group that is not the chosen one (a stable locator: by position). */
export async function uncheckedRadio(group: Locator): Promise<Locator> {
  const radios = group.getByRole('radio');
  await expect(radios.first()).toBeVisible();
  const count = await radios.count();
  for (let i = 0; i < count; i += 1) if (!(await radios.nth(i).isChecked())) return radios.nth(i);
  throw new Error('every radio is checked');
}

/** The landing's order form, once its menu has arrived (a price is on it). */
export async function orderForm(page: Page) {
  const form = page.getByRole('form', { name: 'Оформите заказ за минуту' });
  await expect(form).toBeVisible();
  await expect(page.getByRole('radio').first()).toBeVisible();
  return form;
}

/**
 * The visitor's mouse leaves the window (desktop). The leave banner listens once the runtime and its
 * chunk are there (its closed dialog is on the page); the landing's form shows before both.
 */
export async function leaveTheWindow(page: Page) {
  await expect(page.getByRole('dialog', { includeHidden: true })).toHaveCount(1);
  await page.evaluate(() =>
    document.documentElement.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientY: -1, relatedTarget: null })),
  );
}

/**
 * A visitor's order from the landing's form (the page's clock installed before it loaded): the phone
 * (10 digits), the order-ready gate (10 s, order-funnel §4) on Playwright's clock, 'Получить код',
 * then the sandbox's code (the phone's last four digits) on the SMS step. Returns the order's hid.
 */
export async function orderAsVisitor(page: Page, digits: string): Promise<string> {
  const form = await orderForm(page);
  await form.getByLabel('Телефон').pressSequentially(digits);
  await page.clock.fastForward(10_500);
  await form.getByRole('button', { name: 'Получить код' }).click();
  await expect(page).toHaveURL(/\/order\/(mobile\/)?[^/]+\/confirm$/);
  const hid = /\/order\/(?:mobile\/)?([^/]+)\/confirm/.exec(page.url())?.[1] ?? '';
  await page.getByLabel('Код из СМС').pressSequentially(digits.slice(-4));
  return hid;
}

/** The page's layout shifts so far (the Layout Instability API, as CLS counts them). */
export async function layoutShifts(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
            if (!entry.hadRecentInput) sum += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 100);
      }),
  );
}

/**
 * What a person should never read on a funnel, checkout, payment or result screen, with the
 * offending text (issue 12, defect 4): an ISO date, a menu-type code, a raw phone, an amount that
 * can wrap. The rules are the SDK's (`@mealflow/sdk/domain`, one function each).
 */
export async function visibleTextProblems(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  return textProblems(text);
}

/** An address of each city in the sandbox's data (packages/sandbox/src/seed/addresses.ts): typed, then the suggestion chosen. */
export const ADDRESSES: Record<CityAlias, { typed: string; option: string }> = {
  msk: { typed: 'Тверская 7', option: 'ул. Тверская, д. 7' },
  spb: { typed: 'Невский 28', option: 'Невский пр-т, д. 28' },
  minsk: { typed: 'Немига 5', option: 'ул. Немига, д. 5' },
};

/**
 * Pays the order open in the checkout as a new client does: the city's address (suggested, checked,
 * saved), the name, a new card (the sandbox's 4242 4242 4242 4242 pays without 3-D Secure), then the
 * result page says the order is paid.
 */
export async function payWithNewCard(page: Page, city: CityAlias) {
  const street = page.getByRole('combobox', { name: 'Улица и дом' });
  if (!(await street.isVisible())) await page.getByRole('radio', { name: 'Новый адрес' }).check();
  await street.fill(ADDRESSES[city].typed);
  await page.getByRole('option', { name: ADDRESSES[city].option, exact: true }).click();
  await page.getByLabel('Квартира').fill('5');
  await page.getByRole('button', { name: 'Доставить сюда' }).click();
  await expect(page.getByText('Адрес доставки выбран')).toBeVisible();
  const name = page.getByLabel('Имя', { exact: true });
  const typesName = (await name.count()) > 0 && (await name.isEditable());
  if (typesName) await name.fill('Анна');
  // §5: the last name is required when shown (issue 30).
  const lastName = page.getByLabel('Фамилия', { exact: true });
  if ((await lastName.count()) && (await lastName.isEditable())) await lastName.fill('Смирнова');
  await newCard(page);
  const pay = page.getByRole('button', { name: /^Оплатить/ }).last();
  await expect(pay).toBeEnabled();
  await pay.click();
  // The flow's success page: an order paid, a subscription's first period, a longation.
  await expect(page.getByRole('heading', { level: 1, name: /^(Заказ оплачен|Подписка оформлена|Продление оплачено)$/ })).toBeVisible();
  // The name typed when paying is the header's at once, not the phone until a reload (stop 43: the checkout did not tell the session).
  if (typesName) await expect(page.getByRole('link', { name: 'Личный кабинет: Анна' })).toBeVisible();
}

/**
 * The returning client's Moscow order (`demo-standard` or another seeded Moscow hid, already open in
 * the checkout) with the saved address chosen, paid by SBP: the SBP dialog on its QR screen.
 */
export async function openSbpDialog(page: Page) {
  await page.getByRole('radio', { name: 'Москва, ул. Тверская, д. 7' }).check();
  await expect(page.getByText('Адрес доставки выбран')).toBeVisible();
  await page.getByRole('radio', { name: 'СБП — по QR-коду' }).check();
  await page.getByRole('button', { name: /^Оплатить/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Оплата через СБП' });
  // The bank list is there on every screen; the QR only where it can be scanned (not on a
  // smartphone, which lists the banks first: their links open the bank's app, issue 30).
  await expect(dialog.getByRole('list', { name: 'Банки' })).toBeVisible();
  return dialog;
}
