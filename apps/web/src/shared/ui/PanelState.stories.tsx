import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import parts from './FormParts.module.css';
import { PanelState } from './PanelState';

/** A screen's panel before its data is there (preferences, courier ratings, invite, longate bonuses): loading, then an error with retry. Axe-checked. */
const texts = { title: 'Предпочтения', loading: 'Загружаем предпочтения…', retry: 'Повторить' };

const meta = {
  title: 'Design system/Panel state',
  component: PanelState,
  args: { state: 'loading', titleId: 'panel-title', texts, error: undefined, retry: fn() },
  render: (args) => (
    <div style={{ width: 'min(560px, 90vw)' }}>
      <PanelState {...args}>
        <div className={parts['skeleton']} aria-hidden="true" />
        <div className={parts['skeleton']} aria-hidden="true" />
      </PanelState>
    </div>
  ),
} satisfies Meta<typeof PanelState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('region', { name: texts.title });
    await expect(panel).toHaveAttribute('aria-busy', 'true');
    await expect(within(panel).getByRole('heading', { level: 2, name: texts.title })).toBeVisible();
    await expect(within(panel).getByRole('status')).toHaveTextContent(texts.loading);
    await expect(within(panel).queryByRole('button')).toBeNull();
  },
};

export const ErrorWithRetry: Story = {
  args: { state: 'error', error: 'Сервис временно недоступен' },
  play: async ({ args, canvasElement }) => {
    const panel = within(canvasElement).getByRole('region', { name: texts.title });
    await expect(panel).not.toHaveAttribute('aria-busy');
    await expect(within(panel).getByRole('alert')).toHaveTextContent('Сервис временно недоступен');
    await expect(within(panel).queryByRole('status')).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: texts.retry }));
    await expect(args.retry).toHaveBeenCalledOnce();
  },
};

/** On a page of its own (the longate bonuses) the title is the page's h1. */
export const PageTitle: Story = {
  args: { level: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
  },
};
