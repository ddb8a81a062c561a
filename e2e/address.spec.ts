import { expect, test, type Page } from './fixtures';
import { resetSandbox } from './sandbox';
import { inCity, loginAs, orderForm, PHONES, type CityAlias } from './storefront';

/**
 * Addresses in the order's city (issue 12, defects 1 and 7): a St Petersburg and a Minsk order,
 * created from the landing, get their address suggested by keyboard alone through the combobox,
 * checked and saved; then the pay button is enabled.
 */
test.beforeEach(async ({ request, context }) => {
  await resetSandbox(request);
  await context.clearCookies();
});

async function newOrderIn(page: Page, city: CityAlias) {
  await page.goto(inCity('/', city));
  const form = await orderForm(page);
  await form.getByRole('button', { name: 'Заказать' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/instant-order\/[^/]+$/);
}

/** Types into the focused combobox, waits for the option, moves to it with ArrowDown and chooses it with Enter. */
async function chooseByKeyboard(page: Page, typed: string, option: string) {
  const street = page.getByRole('combobox', { name: 'Улица и дом' });
  await page.keyboard.type(typed);
  // The last list stays while the next answer is on its way: wait for the answer.
  await expect(street).not.toHaveAttribute('aria-busy', 'true');
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option', { name: option, exact: true })).toBeVisible();
  const index = (await listbox.getByRole('option').allTextContents()).indexOf(option);
  for (let i = 0; i <= index; i++) await page.keyboard.press('ArrowDown');
  await expect(street).toHaveAttribute(
    'aria-activedescendant',
    (await listbox.getByRole('option', { name: option, exact: true }).getAttribute('id')) ?? '',
  );
  await page.keyboard.press('Enter');
}

const CASES: ReadonlyArray<{
  city: CityAlias;
  placeholder: string;
  street: string;
  streetOnly: string;
  house: string;
  withHouse: string;
  flat: string;
  line: string;
}> = [
  {
    city: 'spb',
    placeholder: 'Например, Невский пр-т, 28',
    street: 'Невский',
    streetOnly: 'Невский пр-т',
    house: '28',
    withHouse: 'Невский пр-т, д. 28',
    flat: '5',
    line: 'Санкт-Петербург, Невский пр-т, д. 28, кв. 5',
  },
  {
    city: 'minsk',
    placeholder: 'Например, пр-т Независимости, 4',
    street: 'Немига',
    streetOnly: 'ул. Немига',
    house: '5',
    withHouse: 'ул. Немига, д. 5',
    flat: '12',
    line: 'Минск, ул. Немига, д. 5, кв. 12',
  },
];

for (const c of CASES) {
  test(`${c.city}: the address is suggested, checked and saved by keyboard alone; then the order can be paid @phone`, async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    await loginAs(request, context, baseURL!, PHONES[c.city]);
    await newOrderIn(page, c.city);
    const street = page.getByRole('combobox', { name: 'Улица и дом' });
    await expect(street).toHaveAttribute('placeholder', c.placeholder);
    await expect(street).toHaveAttribute('aria-expanded', 'false');
    await street.focus();

    // The street alone first: the field keeps it and asks for the house.
    await chooseByKeyboard(page, c.street, c.streetOnly);
    await expect(street).toHaveValue(`${c.streetOnly}, `);
    await expect(page.getByText('Введите номер дома').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Доставить сюда' })).toBeDisabled();

    await chooseByKeyboard(page, c.house, c.withHouse);
    await expect(street).toHaveValue(c.withHouse);
    await expect(street).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Квартира')).toBeFocused();
    await page.keyboard.type(c.flat);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Доставить сюда' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.getByText('Адрес доставки выбран')).toBeVisible();
    await expect(page.getByRole('radio', { name: c.line })).toBeChecked();
    await expect(page.getByText(c.line, { exact: true }).first()).toBeVisible();

    const pay = page.getByRole('button', { name: /^(Оплатить|Оформить|Подтвердить)/ }).last();
    // A new client: the recipient's name is required too (order-funnel §5).
    await page.getByLabel('Имя', { exact: true }).fill('Анна');
    await page.getByLabel('Фамилия', { exact: true }).fill('Смирнова');
    await choosePayableMethod(page);
    await expect(pay).toBeEnabled();
  });
}

test('the live region announces the count and a typed house that is not in the base says so', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await loginAs(request, context, baseURL!, PHONES.spb);
  await newOrderIn(page, 'spb');
  const street = page.getByRole('combobox', { name: 'Улица и дом' });
  await street.focus();
  await page.keyboard.type('Невский');
  await expect(page.getByRole('status').filter({ hasText: /^Найдено/ })).toHaveText('Найдено 8 адресов');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(street).toHaveAttribute('aria-expanded', 'false');
  await expect(street).toHaveValue('Невский');
  await page.keyboard.type(' 9999');
  await expect(page.getByText('Адрес не найден в нашей базе. Попробуйте ввести его ещё раз вручную').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Доставить сюда' })).toBeDisabled();
});

/** A method that needs no card form: SBP where offered, else cash, else the saved card. */
async function choosePayableMethod(page: Page) {
  for (const name of [/^СБП/, /^Наличными/, /^Сохранённой картой/]) {
    const radio = page.getByRole('radio', { name });
    if (await radio.count()) {
      await radio.first().check();
      return;
    }
  }
}

test('at 320 px the open suggestion list does not scroll sideways @phone', async ({ page, request, context, baseURL }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await loginAs(request, context, baseURL!, PHONES.minsk);
  await newOrderIn(page, 'minsk');
  await page.getByRole('combobox', { name: 'Улица и дом' }).focus();
  await page.keyboard.type('пр-т Независимости');
  await expect(page.getByRole('option').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
