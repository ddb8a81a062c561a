import { cabinetNav } from '@mealflow/sdk/routing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { cabinetScreenStories, type CabinetStoryArgs } from '../../test/cabinet-story';
import ComingSoonPage from './ComingSoonPage';

/**
 * The cabinet frame (personal-cabinet §2.1 Dashboard, §2.5, §2.6) over the sandbox: the returning
 * client's session, the navigation of each brand, the smartphone bar with its bottom-sheet menu,
 * the profile's loading and error states, a section of a later issue.
 */
const meta = { title: 'Cabinet/Frame', ...cabinetScreenStories('DashboardPromotion', ComingSoonPage) } satisfies Meta<CabinetStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Анна Смирнова')).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Разделы кабинета' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(cabinetNav('main').map((item) => item.label)); // every entry: the returning client is offered loyalty and auto-tips
    await expect(within(nav).getByRole('link', { name: 'Акции' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('heading', { name: 'Акции' })).toBeVisible();
    await expect(canvas.getByText('Раздел скоро появится')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Вернуться к заказам' })).toHaveAttribute('href', '/dashboard/orders');
  },
};

export const Wowfood: Story = {
  args: { brand: 'wowfood', route: 'DashboardSettings' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Разделы кабинета' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(cabinetNav('wowfood').map((item) => item.label));
  },
};

export const SmartphoneMenu: Story = {
  args: { route: 'NewDashboardNewOrder', smartphone: true },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Анна Смирнова')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Новый заказ' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Вернуться к заказам' })).toHaveAttribute('href', '/new-dashboard/orders');
    await userEvent.click(canvas.getByRole('button', { name: 'Меню' }));
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Разделы кабинета' });
    await expect(within(sheet).getByRole('link', { name: 'Заказы' })).toHaveAttribute('href', '/new-dashboard/orders');
    await expect(within(sheet).getByRole('button', { name: 'Выйти' })).toBeVisible();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(sheet).not.toBeVisible());
  },
};

/** The profile still on its way: the frame and the loading line; the screen waits (its machines take the profile as input). */
export const ProfileLoading: Story = {
  parameters: { sandbox: { faults: [['client-profile', { kind: 'delay', ms: 60_000 }]] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Загрузка…');
    await expect(canvas.getByRole('navigation', { name: 'Разделы кабинета' })).toBeVisible();
    await expect(canvas.queryByText('Раздел скоро появится')).toBeNull();
  },
};

export const ProfileError: Story = {
  parameters: { sandbox: { faults: [['client-profile', { kind: 'status', status: 500, times: 1 }]] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    await expect(await canvas.findByText('Анна Смирнова')).toBeVisible();
    await expect(canvas.getByText('Раздел скоро появится')).toBeVisible();
  },
};
