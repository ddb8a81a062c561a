import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { cabinetScreenStories, type CabinetStoryArgs } from '../../test/cabinet-story';
import { onPhoneOf } from '../../test/phone';
import { alertSays, busyButton, dialogOpen, failing, held, heldAfter, press, shows, steps } from '../../test/state-stories';
import BonusShopPage from './BonusShopPage';

/** /dashboard/bonus and /dashboard/bonus/category/{id} (personal-cabinet §2.1 bonus, shop) on the bonusShop machine over the sandbox. */
const meta = { title: 'Cabinet/Bonus shop', ...cabinetScreenStories('DashboardBonus', BonusShopPage) } satisfies Meta<CabinetStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Ready: Story = {
  parameters: { machineState: ['bonusShop.ready.browsing', 'wallet.ready.idle'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The wallet (the shop's child), the shop and the certificates on one page.
    await expect(await canvas.findByText(/^Всего на счёте: 4\s750\s₽$/)).toBeVisible();
    const balance = await canvas.findByText(/^У вас 1\s850\sбонусов$/);
    await expect(balance.textContent).toBe('У вас 1\u00a0850\u00a0бонусов');
    const categories = within(canvas.getByRole('navigation', { name: 'Категории' }));
    await expect(categories.getByRole('link', { name: 'Все товары' })).toHaveAttribute('aria-current', 'page');
    await expect(categories.getByRole('link', { name: 'Для спорта' })).toHaveAttribute('href', '/dashboard/bonus/category/sport');
    const shop = within(canvas.getByRole('list', { name: 'Бонусный магазин' }));
    await expect(shop.getAllByRole('article')).toHaveLength(6);
    await expect(shop.getByRole('button', { name: 'Купить: Шейкер для протеина' })).toBeVisible();
    const certificates = within(canvas.getByRole('list', { name: 'Подарочные сертификаты' }));
    await expect(certificates.getByText('Сертификат на 6 дней питания')).toBeVisible();
    await expect(certificates.getByText(/^Действует до \d\d\.\d\d\.\d{4}$/)).toBeVisible();
    await expect(certificates.getByText('Использован')).toBeVisible();
  },
};

export const Category: Story = {
  args: { route: 'DashboardBonusCategory', params: { id: 'sport' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shop = within(await canvas.findByRole('list', { name: 'Бонусный магазин' }));
    await expect(shop.getAllByRole('article')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Для спорта' })).toHaveAttribute('aria-current', 'page');
    // Not enough bonuses: no 'Купить', and why.
    const mat = within(shop.getByRole('article', { name: 'Коврик для йоги' }));
    await expect(mat.queryByRole('button')).toBeNull();
    await expect(mat.getByText(/^Не хватает 650\sбонусов$/)).toBeVisible();
    // The category page shows the shop only.
    await expect(canvas.queryByText(/^Всего на счёте/)).toBeNull();
  },
};

export const UnknownCategory: Story = {
  args: { route: 'DashboardBonusCategory', params: { id: 'nope' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Такой категории нет. Посмотрите все товары.')).toBeVisible();
  },
};

export const ConfirmDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Купить: Шейкер для протеина' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Купить «Шейкер для протеина»?' });
    // No-break spaces in the numbers (toHaveTextContent normalises them, so read textContent).
    await expect(dialog.textContent).toContain('Цена: 700\u00a0бонусов.');
    await expect(dialog.textContent).toContain('После покупки останется 1\u00a0150\u00a0бонусов.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Отмена' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText(/^У вас 1\s850\sбонусов$/)).toBeVisible();
  },
};

export const Purchased: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Купить: Шейкер для протеина' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Купить «Шейкер для протеина»?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Купить за бонусы' }));
    await expect(await canvas.findByText(/^Покупка оформлена: «Шейкер для протеина»\. Осталось 1\s150\sбонусов\.$/)).toBeVisible();
    await expect(canvas.getByText(/^У вас 1\s150\sбонусов$/)).toBeVisible();
    // The wallet child was refreshed: the total and the history's first line.
    await expect(await canvas.findByText(/^Всего на счёте: 4\s050\s₽$/)).toBeVisible();
    await expect(canvas.getByText('Покупка в бонусном магазине: Шейкер для протеина')).toBeVisible();
  },
};

export const PurchaseFailed: Story = {
  parameters: {
    sandbox: {
      faults: [
        ['POST bonus/store', { kind: 'status', status: 500, times: 1, body: { success: false, messages: ['Сервис временно недоступен'] } }],
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Купить: Шейкер для протеина' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Купить «Шейкер для протеина»?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Купить за бонусы' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Сервис временно недоступен');
    // The same attempt again: it goes through.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Купить за бонусы' }));
    await expect(await canvas.findByText(/^У вас 1\s150\sбонусов$/)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { machineState: ['bonusShop.loading'], sandbox: { faults: [['GET bonus/store', { kind: 'delay', ms: 60_000 }]] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Загружаем магазин…')).toBeInTheDocument();
  },
};

export const ErrorWithRetry: Story = {
  parameters: {
    sandbox: {
      faults: [
        ['GET bonus/store', { kind: 'status', status: 500, times: 1, body: { success: false, messages: ['Сервис временно недоступен'] } }],
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shop = within(await canvas.findByRole('region', { name: 'Бонусный магазин' }));
    await expect(await shop.findByRole('alert')).toHaveTextContent('Сервис временно недоступен');
    await userEvent.click(shop.getByRole('button', { name: 'Повторить' }));
    await expect(await canvas.findByText(/^У вас 1\s850\sбонусов$/)).toBeVisible();
  },
};

export const NewClient: Story = {
  parameters: { clientPhone: '+79161230042' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^У вас 0\sбонусов$/)).toBeVisible();
    await expect(canvas.queryAllByRole('button', { name: /^Купить/ })).toHaveLength(0);
    await expect(canvas.getByText(/^У вас пока нет подарочных сертификатов/)).toBeVisible();
    await expect(await canvas.findByText(/^Операций пока нет/)).toBeVisible();
  },
};

// One story per state of the shop and its wallet that waits for the backend or failed (issue 34).
const buyShaker = steps(press('Купить: Шейкер для протеина'));
const confirmShaker = steps(buyShaker, press('Купить за бонусы'));

/** The shop failed to load: its alert and 'Повторить'. */
export const ShopLoadFailed: Story = {
  parameters: { machineState: 'bonusShop.error', sandbox: { faults: [failing('GET bonus/store')] } },
  play: alertSays(),
};

/** 'Купить' pressed: the confirmation dialog with the price and what is left. */
export const Confirming: Story = {
  parameters: { machineState: 'bonusShop.ready.confirming' },
  play: steps(buyShaker, dialogOpen('Купить «Шейкер для протеина»?', /Цена: 700\sбонусов\./)),
};

/** 'Купить за бонусы' pressed: the purchase is on its way, the button is busy. */
export const Buying: Story = {
  parameters: { machineState: 'bonusShop.ready.buying', sandbox: { faults: [held('POST bonus/store')] } },
  play: steps(confirmShaker, busyButton('Купить за бонусы')),
};

/** Bought: the shop (and the wallet beside it) are read again; the purchase is already announced. */
export const RefreshingAfterPurchase: Story = {
  parameters: {
    machineState: ['bonusShop.ready.refreshing', 'wallet.ready.refreshing'],
    sandbox: { faults: [...heldAfter('GET bonus/store'), ...heldAfter('client-wallet')] },
  },
  play: steps(confirmShaker, shows(/^Покупка оформлена: «Шейкер для протеина»/)),
};

/** The wallet beside the shop failed to load: its alert; the shop still shows. */
export const WalletLoadFailed: Story = {
  parameters: { machineState: ['wallet.error', 'bonusShop.ready.browsing'], sandbox: { faults: [failing('client-wallet')] } },
  play: steps(alertSays(), shows(/^У вас 1\s850\sбонусов$/)),
};

/** 'Показать ещё' pressed: the history's next page is on its way. */
export const LoadingMoreHistory: Story = {
  parameters: { machineState: 'wallet.ready.loadingMore', sandbox: { faults: heldAfter('client-wallet/history') } },
  play: steps(press('Показать ещё'), busyButton('Показать ещё')),
};

/** The bonus page on a phone (390 px). */
export const ReadyOnPhone: Story = onPhoneOf(Ready);
