import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { SEED_CITY_CLIENTS } from '@mealflow/sandbox';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { profile as profileCalls } from '../../api/endpoints/profile';
import { cardMaskText } from '../../domain/card-mask';
import { cabinetNav, isAutoTipsOffered } from '../../routing/cabinet-nav';
import { sandboxClient } from '../../testing/sandbox-client';
import { autoTipsView } from './auto-tips.connect';

/**
 * Auto-tips of each city's seeded client, as the cabinet's /dashboard/autotips starts them (the profile's flag,
 * its saved card): offered, turned on with the second tip, saved with the card, in the city's money. The Minsk
 * client had auto-tips off, so tips in руб. were never saved anywhere (walk8).
 */
const harness = useSandbox();

const CITIES = [
  { city: 'Moscow', cityId: 2, second: '100\u00a0₽', tips: ['50\u00a0₽', '100\u00a0₽', '150\u00a0₽', '200\u00a0₽'] },
  { city: 'Minsk', cityId: 20, second: '4 руб.', tips: ['2 руб.', '4 руб.', '5 руб.', '7 руб.'] },
] as const;

describe.each(CITIES)('the seeded $city client', ({ cityId, second, tips }) => {
  it('is offered auto-tips and saves the second tip with their card, in their money', async () => {
    const phone = SEED_CITY_CLIENTS[cityId];
    const token = `token-tips-${cityId}`;
    harness.sandbox.store.tokens.set(token, phone);
    const { mealflow } = sandboxClient(harness, { token });
    const { profile } = await mealflow.api.call(profileCalls.get, {});
    expect(profile.city_id).toBe(cityId);
    expect(isAutoTipsOffered(profile)).toBe(true);
    expect(cabinetNav('main', { profile }).map((i) => i.label)).toContain('Автоматические чаевые');
    const card = profile.card;
    expect(card?.id).toBeDefined();

    const actor = createActor(mealflow.machines.autoTips, {
      input: { allowed: isAutoTipsOffered(profile), cardId: card?.id, cardMask: card?.mask, open: true },
    }).start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(autoTipsView(actor.getSnapshot()).tips.map((t) => t.label.replace(/\s/g, ' '))).toEqual(tips.map((t) => t.replace(/\s/g, ' ')));
    actor.send({ type: 'TOGGLE', on: true });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && !s.hasTag('busy'));
    const view = autoTipsView(actor.getSnapshot());
    expect(view).toMatchObject({ visible: true, enabled: true, saved: true, needsCard: false, error: undefined });
    expect(view.tips.find((t) => t.selected)?.label.replace(/\s/g, ' ')).toBe(second.replace(/\s/g, ' '));
    expect(view.cardText).toBe(`Чаевые спишутся с карты ${cardMaskText(card!.mask)}`);
    expect(harness.sandbox.store.tipTemplates.get(phone)).toEqual([
      expect.objectContaining({ card: expect.objectContaining({ id: card!.id }) }),
    ]);
  });
});
