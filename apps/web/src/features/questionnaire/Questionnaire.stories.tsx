import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { createStoryRuntime, StoryRuntime } from '../../test/StoryRuntime';
import QuestionnaireBlock from './QuestionnaireBlock';

/** The poll landing's questionnaire (personal-cabinet §3, §7 Questionnaire v1_1) over the sandbox. */
type Runtime = ReturnType<typeof createStoryRuntime>;

const meta = {
  title: 'Storefront/Marketing/Questionnaire',
  render: (_args, { loaded }) => (
    <StoryRuntime runtime={loaded['runtime'] as Runtime}>
      <QuestionnaireBlock />
    </StoryRuntime>
  ),
  loaders: [async () => ({ runtime: createStoryRuntime({ path: '/poll' }) })],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstQuestion: Story = {
  parameters: { machineState: ['questionnaire.answering'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('group', { name: 'Какая у вас цель?' })).toBeVisible();
    await expect(canvas.getByText('Вопрос 1 из 5')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Далее' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Выберите вариант ответа');
  },
};

export const ToTheFinalScreen: Story = {
  parameters: { machineState: ['questionnaire.final.saved'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const answer = async (question: string, options: string[]) => {
      const group = await canvas.findByRole('group', { name: question });
      for (const option of options) await userEvent.click(within(group).getByLabelText(option));
      await userEvent.click(canvas.getByRole('button', { name: /^(Далее|Завершить)$/ }));
    };
    await answer('Какая у вас цель?', ['Похудеть']);
    await answer('Сколько раз в день вы едите?', ['4 раза']);
    await answer('Что исключить из меню?', ['Рыбу', 'Орехи']);
    await answer('Чем вы занимаетесь?', ['Бег']);
    const last = await canvas.findByRole('group', { name: 'Что для вас важно в еде?' });
    await userEvent.type(within(last).getByRole('textbox'), 'Без сахара');
    await expect(canvas.getByText('Осталось символов: 290')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Завершить' }));
    await expect(await canvas.findByRole('heading', { name: 'Спасибо, мы подобрали для вас рацион' })).toBeVisible();
    await expect(canvas.getByText('HEALTHY10')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'В Telegram' }));
    await expect(await canvas.findByText('Спасибо! Свяжемся с вами: в Telegram')).toBeVisible();
  },
};

export const LoadErrorWithRetry: Story = {
  parameters: {
    sandbox: {
      faults: [
        [
          'questionnaire/render',
          { kind: 'status', status: 500, times: 1, body: { success: false, messages: ['Сервис временно недоступен'] } },
        ],
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Сервис временно недоступен');
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await expect(await canvas.findByText('Вопрос 1 из 5')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Какая у вас цель?' })).toBeVisible();
  },
};

export const SaveFailsAndKeepsTheAnswer: Story = {
  parameters: {
    sandbox: {
      faults: [
        [
          'questionnaire/save-answer',
          { kind: 'status', status: 500, times: 1, body: { success: false, messages: ['Сервис временно недоступен'] } },
        ],
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('group', { name: 'Какая у вас цель?' });
    await userEvent.click(within(group).getByLabelText('Набрать массу'));
    await userEvent.click(canvas.getByRole('button', { name: 'Далее' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Сервис временно недоступен');
    await expect(within(group).getByLabelText('Набрать массу')).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Далее' }));
    await expect(await canvas.findByText('Вопрос 2 из 5')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Сколько раз в день вы едите?' })).toBeVisible();
  },
};

// Last: its answer never comes (60 s), so no story after it shares the page with that request.
export const Loading: Story = {
  parameters: { machineState: ['questionnaire.loading'], sandbox: { faults: [['questionnaire/render', { kind: 'delay', ms: 60_000 }]] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Загружаем вопросы…')).toBeVisible();
  },
};
