import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { alertSays, failing, held, press, statusSays, steps } from '../../test/state-stories';
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

type Context = { canvasElement: HTMLElement };

/** The five questions answered, 'Завершить' pressed on the last. */
async function answerAll({ canvasElement }: Context) {
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
}

/** The final screen: the diet found and its promo code; the contact ways to choose. */
async function finalScreen({ canvasElement }: Context) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name: 'Спасибо, мы подобрали для вас рацион' })).toBeVisible();
  await expect(canvas.getByText('HEALTHY10')).toBeVisible();
}

export const FinalScreen: Story = {
  parameters: { machineState: 'questionnaire.final.choosing' },
  play: steps(answerAll, finalScreen, async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'В Telegram' })).toBeEnabled();
  }),
};

export const ToTheFinalScreen: Story = {
  parameters: { machineState: ['questionnaire.final.saved'] },
  play: steps(answerAll, finalScreen, press('В Telegram'), async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Спасибо! Свяжемся с вами: в Telegram')).toBeVisible();
  }),
};

/** 'В Telegram' pressed, the choice being saved (held): the contact buttons wait. */
export const SavingTheContactWay: Story = {
  parameters: { machineState: 'questionnaire.final.savingMethod', sandbox: { faults: [held('questionnaire/save-communication-method')] } },
  play: steps(answerAll, finalScreen, press('В Telegram'), async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'В Telegram' })).toBeDisabled());
  }),
};

/** The last answer sent, the results being prepared (held). */
export const Finishing: Story = {
  parameters: { machineState: 'questionnaire.finishing', sandbox: { faults: [held('questionnaire/update-status')] } },
  play: steps(answerAll, statusSays('Подводим итоги…')),
};

/** The results could not be prepared: the backend's message and 'Повторить'. */
export const FinishFailed: Story = {
  parameters: { machineState: 'questionnaire.finishError', sandbox: { faults: [failing('questionnaire/update-status')] } },
  play: steps(answerAll, alertSays()),
};

/** An answer chosen, 'Далее': it is being saved (held). */
export const SavingAnAnswer: Story = {
  parameters: { machineState: 'questionnaire.saving', sandbox: { faults: [held('questionnaire/save-answer')] } },
  play: steps(
    async ({ canvasElement }) => {
      const group = await within(canvasElement).findByRole('group', { name: 'Какая у вас цель?' });
      await userEvent.click(within(group).getByLabelText('Похудеть'));
    },
    press('Далее'),
    // Busy, and still focusable (shared/ui/Button): the machine ignores a second 'Далее' while it saves.
    async ({ canvasElement }) => {
      const next = within(canvasElement).getByRole('button', { name: 'Далее' });
      await waitFor(() => expect(next).toHaveAttribute('aria-busy', 'true'));
    },
  ),
};

export const LoadFailed: Story = {
  parameters: { machineState: 'questionnaire.loadError', sandbox: { faults: [failing('questionnaire/render')] } },
  play: alertSays(),
};

export const LoadErrorWithRetry: Story = {
  parameters: { sandbox: { faults: [failing('questionnaire/render', 1)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Сервис временно недоступен');
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await expect(await canvas.findByText('Вопрос 1 из 5')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Какая у вас цель?' })).toBeVisible();
  },
};

export const SaveFailsAndKeepsTheAnswer: Story = {
  parameters: { sandbox: { faults: [failing('questionnaire/save-answer', 1)] } },
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
  parameters: { machineState: ['questionnaire.loading'], sandbox: { faults: [held('questionnaire/render')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Загружаем вопросы…')).toBeVisible();
  },
};
