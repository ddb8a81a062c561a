import { routeByName } from '@mealflow/sdk/routing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { alertSays, failing } from '../../test/state-stories';
import { createStoryRuntime, StoryRuntime } from '../../test/StoryRuntime';
import TargetDetailsPage from './TargetDetailsPage';

/** A goal's page (TargetDetails, /targets/{target}) on the targetDetails machine and the landing's order block over the sandbox. */
interface Args {
  target: string;
  smartphone: boolean;
}
type Runtime = ReturnType<typeof createStoryRuntime>;
const route = routeByName('TargetDetails');

const meta = {
  title: 'Storefront/Menus/Goal details',
  args: { target: 'p1', smartphone: false },
  parameters: { layout: 'fullscreen' },
  render: (args, { loaded }) => (
    <StoryRuntime runtime={loaded['runtime'] as Runtime}>
      <TargetDetailsPage route={route} params={{ target: args.target }} />
    </StoryRuntime>
  ),
  loaders: [async ({ args }) => ({ runtime: createStoryRuntime({ path: `/targets/${args.target}`, smartphone: args.smartphone }) })],
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  parameters: { machineState: ['targetDetails.shown'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const goal = within(await canvas.findByRole('region', { name: 'Похудеть' }, { timeout: 5_000 }));
    await expect(goal.getByRole('link', { name: 'Меню рациона «Фит»' })).toHaveAttribute('href', '/menu/msk/fit');
    await expect(goal.getByRole('listitem', { name: 'Супер фит' })).toBeVisible();
    const order = within(canvas.getByRole('region', { name: 'Оформить заказ' }));
    await expect(await order.findByRole('radio', { name: /Фит/, checked: true }, { timeout: 5_000 })).toBeVisible();
  },
};

export const Smartphone: Story = { args: { smartphone: true }, play: Ready.play };

export const NotFound: Story = {
  parameters: { machineState: ['targetDetails.notFound'] },
  args: { target: 'p9' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Такой цели нет')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Все рационы' })).toHaveAttribute('href', '/');
  },
};

export const ErrorThenRetry: Story = {
  parameters: {
    sandbox: {
      faults: [
        ['menu/goals', { kind: 'status', status: 503, times: 1, body: { success: false, messages: ['Сервис временно недоступен'] } }],
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Сервис временно недоступен');
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await expect(await canvas.findByRole('region', { name: 'Похудеть' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { machineState: ['targetDetails.loading'], sandbox: { faults: [['menu/goals', { kind: 'delay', ms: 60_000 }]] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Загрузка…')).toBeVisible();
  },
};

/** The goals failed to load: the alert and 'Повторить'. */
export const LoadFailed: Story = {
  parameters: { machineState: 'targetDetails.error', sandbox: { faults: [failing('menu/goals')] } },
  play: alertSays(),
};
