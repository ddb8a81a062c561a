import { assign, fromPromise } from 'xstate';
import { setup } from '../../shared/machine-setup';
import type { Tip, TipTemplate } from '../../api/schemas/tips';
import { effectFailureText } from '../../shared/effect';
import { ERROR_MESSAGES } from '../../domain/messages';
import type { MachineTag } from '../../shared/tags';
import type { PublicMachine } from '../../shared/public-machine';
import type { AutoTipsStateValue } from '../../machine-states';
import type { AutoTipsInput, AutoTipsContext, AutoTipsEvent } from './auto-tips.types';
import { savedTipSelected, tipOf } from './auto-tips.rules';
export type * from './auto-tips.types';

const reject = (name: string) => () => Promise.reject(new Error(`auto-tips: actor "${name}" is not provided (use provideAutoTips)`));

export const autoTipsLogic = /*#__PURE__*/ setup({
  types: { tags: {} as MachineTag, input: {} as AutoTipsInput, context: {} as AutoTipsContext, events: {} as AutoTipsEvent },
  actors: {
    load: fromPromise<{ tips: Tip[]; templates: TipTemplate[] }>(reject('load')),
    saveTemplate: fromPromise<TipTemplate, { tipId: string; cardId: string }>(reject('saveTemplate')),
    deleteTemplate: fromPromise<void, { id: string }>(reject('deleteTemplate')),
  },
  guards: {
    /** A template is sent only when a tip and a card are both chosen. */
    readyToSave: ({ context }) =>
      context.selectedTipId !== undefined &&
      context.cardId !== undefined &&
      context.template?.amount !== context.tips.find((t) => t.id === context.selectedTipId)?.amount,
    hasTemplate: ({ context }) => context.template !== undefined,
    noTemplate: ({ context }) => context.template === undefined,
    reselectsTip: ({ context }, params: { tipId: string }) => params.tipId === context.selectedTipId,
    /**
     * The selected tip pressed again while it is not saved (its save failed or was not answered: the
     * text asks to press again): sent again with the same key, never taken as 'unselect' (walk7).
     */
    retriesSave: ({ context }, params: { tipId: string }) =>
      params.tipId === context.selectedTipId && context.cardId !== undefined && !savedTipSelected(context),
    knownTip: ({ context }, params: { tipId: string }) => context.tips.some((t) => t.id === params.tipId),
    turningOn: (_, params: { on: boolean }) => params.on,
  },
  actions: {
    selectSecondTip: assign({ selectedTipId: ({ context }) => (context.tips[1] ?? context.tips[0])?.id }),
    selectTip: assign((_, params: { tipId: string }) => ({ selectedTipId: params.tipId })),
    unselectTip: assign({ selectedTipId: undefined }),
    selectCard: assign((_, params: { cardId: string }) => ({ cardId: params.cardId })),
    /** A delete that failed leaves the template on the server: its tip is shown selected again (walk7: the switch said off). */
    reselectSavedTip: assign({ selectedTipId: ({ context }) => tipOf(context.tips, context.template)?.id }),
    /** A save whose outcome is not known says so (issue 36): the next press asks with the same key. */
    assignError: assign((_, params: { error: unknown }) => ({ error: effectFailureText(params.error, ERROR_MESSAGES.unknown) })),
    /** A failed template load is logged only (personal-cabinet §8): no error is shown. */
    logLoadFailure: (_, params: { error: unknown }) => console.warn('tips/templates: templates not loaded', params.error),
  },
}).createMachine({
  id: 'autoTips',
  context: ({ input }) => ({
    tips: [],
    template: undefined,
    selectedTipId: undefined,
    cardId: input.cardId,
    savedCard: input.cardId && input.cardMask ? { id: input.cardId, mask: input.cardMask } : undefined,
    open: input.open ?? false,
    allowed: input.allowed ?? true,
    error: undefined,
  }),
  on: { OPEN: { actions: assign({ open: true }) }, CLOSE: { actions: assign({ open: false }) } },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        id: 'load',
        src: 'load',
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => {
            const template = event.output.templates[0];
            const tip = tipOf(event.output.tips, template);
            return { tips: event.output.tips, template, selectedTipId: tip?.id, cardId: template?.card.id ?? context.cardId };
          }),
        },
        // A failed template load is logged (personal-cabinet §8) and said with a retry: without the tips nothing can be chosen.
        onError: { target: 'loadFailed', actions: { type: 'logLoadFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** Ours (the spec only logs it): 'Не удалось загрузить чаевые' and 'Повторить', never a disabled switch without a word. */
    loadFailed: { tags: ['loadFailed'], on: { RETRY: 'loading' } },
    ready: {
      initial: 'checking',
      states: {
        checking: { always: [{ guard: 'readyToSave', target: 'saving' }, { target: 'idle' }] },
        idle: {
          on: {
            TOGGLE: [
              { guard: { type: 'turningOn', params: ({ event }) => ({ on: event.on }) }, target: 'checking', actions: 'selectSecondTip' },
              { guard: 'hasTemplate', target: 'deleting', actions: 'unselectTip' },
              { target: 'idle', actions: 'unselectTip' },
            ],
            'TIP.SELECT': [
              { guard: { type: 'retriesSave', params: ({ event }) => ({ tipId: event.tipId }) }, target: 'checking' },
              {
                guard: { type: 'reselectsTip', params: ({ event }) => ({ tipId: event.tipId }) },
                target: 'deleting',
                actions: 'unselectTip',
              },
              {
                guard: { type: 'knownTip', params: ({ event }) => ({ tipId: event.tipId }) },
                target: 'checking',
                actions: { type: 'selectTip', params: ({ event }) => ({ tipId: event.tipId }) },
              },
            ],
            'CARD.SELECT': { target: 'checking', actions: { type: 'selectCard', params: ({ event }) => ({ cardId: event.cardId }) } },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveTemplate',
            src: 'saveTemplate',
            input: ({ context }) => ({ tipId: context.selectedTipId ?? '', cardId: context.cardId ?? '' }),
            onDone: { target: 'idle', actions: assign({ template: ({ event }) => event.output, error: undefined }) },
            onError: { target: 'idle', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        deleting: {
          tags: ['busy'],
          always: [{ guard: 'noTemplate', target: 'idle' }],
          invoke: {
            id: 'deleteTemplate',
            src: 'deleteTemplate',
            input: ({ context }) => ({ id: context.template?.id ?? '' }),
            onDone: { target: 'idle', actions: assign({ template: undefined, error: undefined }) },
            onError: {
              target: 'idle',
              actions: ['reselectSavedTip', { type: 'assignError', params: ({ event }) => ({ error: event.error }) }],
            },
          },
        },
      },
    },
  },
});

/** The autoTips machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface AutoTipsMachine extends PublicMachine<AutoTipsContext, AutoTipsEvent, AutoTipsStateValue, { input: AutoTipsInput }> {}
export const autoTipsMachine: AutoTipsMachine = autoTipsLogic;
