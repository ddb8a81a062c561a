import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderBlockSkeleton } from './OrderBlockSkeleton';

/** The landing's order block before the menu arrives (and in the prerendered HTML): the final size, no words. */
const meta = { title: 'Storefront/Funnel/Order block skeleton', component: OrderBlockSkeleton } satisfies Meta<typeof OrderBlockSkeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Загружаем меню…');
    await expect(canvas.getByRole('heading', { name: 'Меню и цены' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Оформите заказ за минуту' })).toBeVisible();
    // The placeholders are not read and cannot be focused or chosen.
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};
