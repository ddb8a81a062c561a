import { fromPromise } from 'xstate';
import { tips as tipCalls } from '../../api/endpoints/tips';
import type { MealflowDeps } from '../../deps';
import { sendEffect } from '../../shared/effect';
import { autoTipsLogic, type AutoTipsMachine } from './auto-tips.machine';

export function provideAutoTips(deps: MealflowDeps): AutoTipsMachine {
  const { api } = deps;
  return autoTipsLogic.provide({
    actors: {
      load: fromPromise(async () => {
        // A background call: its failure is logged, never toasted (personal-cabinet §8).
        const answer = await api.call(tipCalls.templates, {}, { background: true });
        return { tips: answer.tips, templates: answer.templates };
      }),
      saveTemplate: fromPromise(async ({ input }) => {
        const intent = { scope: `tip-template:${input.tipId}:${input.cardId}` };
        return (
          await sendEffect(deps, {
            endpoint: tipCalls.createTemplate,
            input: { amount_id: input.tipId, external_client_card: input.cardId },
            intent,
          })
        ).template;
      }),
      deleteTemplate: fromPromise(async ({ input }) => {
        await api.call(tipCalls.deleteTemplate, { id: input.id });
      }),
    },
  });
}
