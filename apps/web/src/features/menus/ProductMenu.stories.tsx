import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { alertSays, failing, steps } from '../../test/state-stories';
import { createStoryRuntime, StoryRuntime } from '../../test/StoryRuntime';
import ProductMenu from './ProductMenu';

/** A landing's menu block (the product's static menu file) on the productMenu machine over the sandbox: every state. */
interface Args {
  businessProduct: string;
  cityId: number;
  brand: 'main' | 'wowfood';
  smartphone: boolean;
}
type Runtime = ReturnType<typeof createStoryRuntime>;

const meta = {
  title: 'Storefront/Menus/Landing menu block',
  args: { businessProduct: 'standard', cityId: 2, brand: 'main', smartphone: false },
  render: ({ businessProduct, cityId, brand }, { loaded }) => (
    <StoryRuntime runtime={loaded['runtime'] as Runtime}>
      <ProductMenu businessProduct={businessProduct} cityId={cityId} brand={brand} />
    </StoryRuntime>
  ),
  loaders: [async ({ args }) => ({ runtime: createStoryRuntime({ path: '/', smartphone: args.smartphone }) })],
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const block = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Что в меню' }, { timeout: 5_000 }));
const day = async (menu: ReturnType<typeof within>, name: string) => within(await menu.findByRole('region', { name }, { timeout: 5_000 }));

/** The standard landing (`menus/main/standard.json`): the lines, a day at a time, the line's week page. */
export const Standard: Story = {
  parameters: { machineState: ['productMenu.shown'] },
  play: async ({ canvasElement }) => {
    const menu = await block(canvasElement);
    const first = await day(menu, 'День 1');
    await expect(first.getByText('5 приёмов пищи')).toBeVisible();
    await expect(first.getByText('Второй завтрак')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Меню «Супер фит» на неделю' })).toHaveAttribute('href', '/menu/msk/super_fit');
    const lines = within(menu.getByRole('group', { name: 'Рационы' }));
    await userEvent.click(lines.getByRole('button', { name: 'Дейли' }));
    await expect(lines.getByRole('button', { name: 'Дейли' })).toHaveAttribute('aria-pressed', 'true');
    await expect((await day(menu, 'День 1')).getByText('4 приёма пищи')).toBeVisible();
    await userEvent.click(within(menu.getByRole('group', { name: 'Дни меню' })).getByRole('button', { name: 'День 3' }));
    await expect((await day(menu, 'День 3')).getByText(/^За день: [\d ]+ ккал/)).toBeVisible();
  },
};

export const StandardSmartphone: Story = { args: { smartphone: true }, play: Standard.play };

/** A regional city (Екатеринбург) reads `region_standard`: three lines. */
export const Regional: Story = {
  args: { cityId: 3 },
  play: async ({ canvasElement }) => {
    const menu = await block(canvasElement);
    const lines = within(await menu.findByRole('group', { name: 'Рационы' }, { timeout: 5_000 }));
    await expect(lines.getAllByRole('button').map((b) => b.textContent)).toEqual(['Фит', 'Дейли', 'Баланс']);
  },
};

/** /day reads `trial`: the trial lines, one day each (no day switch). */
export const Trial: Story = {
  args: { businessProduct: 'day' },
  play: async ({ canvasElement }) => {
    const menu = await block(canvasElement);
    await day(menu, 'День 1');
    await expect(menu.getByRole('button', { name: 'Фит — пробный день' })).toHaveAttribute('aria-pressed', 'true');
    await expect(menu.queryByRole('group', { name: 'Дни меню' })).toBeNull();
    await expect(menu.getByRole('link', { name: 'Меню «Фит — пробный день» на неделю' })).toHaveAttribute(
      'href',
      '/day/menu/msk/fit_trial',
    );
  },
};

/** /superdetox reads `superdetox`: six days of 5, 5, 8, 8, 5, 5 meals; no week page. */
export const Superdetox: Story = {
  args: { businessProduct: 'superdetox' },
  play: async ({ canvasElement }) => {
    const menu = await block(canvasElement);
    await day(menu, 'День 1');
    await userEvent.click(within(menu.getByRole('group', { name: 'Дни меню' })).getByRole('button', { name: 'День 3' }));
    const third = await day(menu, 'День 3');
    await expect(third.getByText('8 приёмов пищи')).toBeVisible();
    await expect(third.getAllByRole('listitem')).toHaveLength(8);
    await expect(menu.queryByRole('link')).toBeNull();
  },
};

/** The wowfood storefront reads `menus/wowfood/standard.json`: Дейли first. */
export const Wowfood: Story = {
  args: { businessProduct: 'wowfood', brand: 'wowfood' },
  play: async ({ canvasElement }) => {
    const menu = await block(canvasElement);
    await expect(await menu.findByRole('button', { name: 'Дейли' }, { timeout: 5_000 })).toHaveAttribute('aria-pressed', 'true');
    await expect(menu.getByRole('link', { name: 'Меню «Дейли» на неделю' })).toHaveAttribute('href', '/wowfood/menu/msk/daily');
  },
};

/** Detox has no file: no block at all. */
export const DetoxNone: Story = {
  parameters: { machineState: ['productMenu.none'] },
  args: { businessProduct: 'detox' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const ErrorThenRetry: Story = {
  parameters: {
    sandbox: {
      faults: [['menus', { kind: 'status', status: 503, times: 1, body: { success: false, messages: ['Сервис временно недоступен'] } }]],
    },
  },
  play: async ({ canvasElement }) => {
    const menu = await block(canvasElement);
    await expect(await menu.findByRole('alert')).toHaveTextContent('Сервис временно недоступен');
    await userEvent.click(menu.getByRole('button', { name: 'Повторить' }));
    await day(menu, 'День 1');
  },
};

/** Never answered: the loading state (last, so its pending call does not outlive another story's). */
export const Loading: Story = {
  parameters: { machineState: ['productMenu.loading'], sandbox: { faults: [['menus', { kind: 'delay', ms: 60_000 }]] } },
  play: async ({ canvasElement }) => {
    const menu = await block(canvasElement);
    await expect(await menu.findByText('Загрузка меню…')).toBeVisible();
  },
};

/** The line's menu failed to load: the block's alert and 'Повторить'. */
export const LoadFailed: Story = {
  parameters: { machineState: 'productMenu.error', sandbox: { faults: [failing('menus')] } },
  play: steps(async ({ canvasElement }) => void (await block(canvasElement)), alertSays()),
};

/** The line's menu has no dishes this week: the block says so. */
export const NoDishes: Story = {
  parameters: {
    machineState: 'productMenu.empty',
    sandbox: { faults: [['menus', { kind: 'status', status: 200, body: { days: [], menuTypes: {} } }]] },
  },
  play: async ({ canvasElement }) => {
    await expect((await block(canvasElement)).queryByRole('alert')).toBeNull();
  },
};
