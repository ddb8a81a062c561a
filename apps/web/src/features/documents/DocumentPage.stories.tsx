import type { Meta, StoryObj } from '@storybook/react-vite';
import { routeByName } from '@mealflow/sdk/routing';
import { expect, within } from 'storybook/test';
import DocumentPage from './DocumentPage';

/** The documents behind the funnel's legal text (the crawler found them 404 before), axe-checked. */
const meta = { title: 'Storefront/Documents/Legal documents', component: DocumentPage } satisfies Meta<typeof DocumentPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Offer: Story = {
  args: { params: {}, route: routeByName('DocumentOffer') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Публичная оферта' })).toBeVisible();
  },
};

export const PersonalData: Story = {
  args: { params: {}, route: routeByName('DocumentPersonalData') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Согласие на обработку персональных данных' })).toBeVisible();
  },
};
