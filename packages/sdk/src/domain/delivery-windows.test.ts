import { describe, expect, it } from 'vitest';
import { isWindowOpen, msUntilNextCutoff, offeredWindows, windowChoiceLabels, windowLimit } from './delivery-windows';

const at = (iso: string) => Date.parse(`${iso}+03:00`);

describe('delivery windows (issue 31: one rule for what is offered and accepted)', () => {
  // The day before a delivery on 2026-12-02, around each cut-off.
  it.each([
    ['morning', '2026-12-01T14:59:59', true],
    ['morning', '2026-12-01T15:00:00', true],
    ['morning', '2026-12-01T15:00:01', false],
    ['evening', '2026-12-01T19:59:58', true],
    ['evening', '2026-12-01T19:59:59', true],
    ['evening', '2026-12-01T20:00:00', false],
    ['morning', '2026-11-30T23:59:59', true],
    ['evening', '2026-12-02T08:00:00', false],
  ] as const)('%s on 02.12 at %s: open %s', (type, now, open) => {
    expect(isWindowOpen({ date: '2026-12-02', type }, at(now))).toBe(open);
    expect(offeredWindows([{ type, from: type === 'morning' ? '07:00' : '18:00' }], '2026-12-02', at(now))).toHaveLength(open ? 1 : 0);
  });

  it('a window without a type is read by its start time', () => {
    expect(isWindowOpen({ date: '2026-12-02', timeFrom: '07:00' }, at('2026-12-01T15:00:01'))).toBe(false);
    expect(isWindowOpen({ date: '2026-12-02', timeFrom: '19:00' }, at('2026-12-01T15:00:01'))).toBe(true);
    expect(windowLimit({ date: '2026-12-02', type: 'evening' })).toEqual({ date: '2026-12-01', time: '19:59:59' });
  });

  it.each([
    ['2026-12-01T10:00:00', '2026-12-01T15:00:01'],
    ['2026-12-01T15:00:00', '2026-12-01T15:00:01'],
    ['2026-12-01T15:00:01', '2026-12-01T20:00:00'],
    ['2026-12-01T19:59:59', '2026-12-01T20:00:00'],
    ['2026-12-01T20:00:00', '2026-12-02T15:00:01'],
  ])('the next moment a window closes after %s is %s', (now, next) => {
    expect(msUntilNextCutoff(at(now))).toBe(at(next) - at(now));
  });

  it('overlapping windows of one kind are told apart in words; a single one is not', () => {
    const moscow = [
      { type: 'morning', from: '07:00', to: '12:00' },
      { type: 'evening', from: '18:00', to: '23:00' },
      { type: 'evening', from: '19:00', to: '23:00' },
    ];
    expect(windowChoiceLabels(moscow)).toEqual(['Утро, 07:00–12:00', 'Вечер пораньше, 18:00–23:00', 'Вечер попозже, 19:00–23:00']);
    expect(windowChoiceLabels(moscow.slice(0, 2))).toEqual(['Утро, 07:00–12:00', 'Вечер, 18:00–23:00']);
    expect(windowChoiceLabels([{ type: 'evening', from: '19:00', to: '23:00' }])).toEqual(['Вечер, 19:00–23:00']);
  });
});
