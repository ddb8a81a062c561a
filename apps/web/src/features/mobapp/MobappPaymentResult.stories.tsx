import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MobappPaymentResult } from './MobappPaymentResult';

/** /mob-payment-redirect in its three outcomes. */
const meta = {
  title: 'Storefront/Mobile app payment result',
  component: MobappPaymentResult,
} satisfies Meta<typeof MobappPaymentResult>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  args: { search: '?success=1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Оплата прошла успешно' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Вернитесь в приложение');
  },
};

export const Failed: Story = {
  args: { search: '?status=declined' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Оплата не прошла' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Деньги не списаны');
  },
};

export const Unknown: Story = {
  args: { search: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Оплата обрабатывается' })).toBeVisible();
  },
};
