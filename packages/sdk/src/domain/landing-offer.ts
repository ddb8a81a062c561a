import { COOKIE_DAYS, type TrialTarget } from './constants';
import { isLineSoldIn, TARGET_COOKIE } from './pricing';
import { MATCHING } from './storefront-texts';

/**
 * What a city's landing offers (issue 30: the Minsk landing listed lines Minsk does not sell, showed no
 * trial price, and no trial card could be clicked). One rule for every city, the SDK's tables that the
 * sandbox's catalogue serves too: the target cards' prices are `trialPrice(cityId, target)` (the spec's
 * spb/msk, ours for Minsk), the matching table's lines are those `isLineSoldIn` the city. Pure and
 * static: the prerendered landing paints them without the runtime.
 */

/**
 * The trial product's landing (the route table's TrialProduct), where a trial card leads. Written
 * here, not built from the table: the landing's first JS must not carry the route table (a test
 * holds them equal).
 */
export const TRIAL_PRODUCT_PATH = '/day';

/**
 * A trial card's click: the visitor chose that goal, so it becomes the target cookie (personal-cabinet
 * §9, a day), which the trial product's catalogue puts before its default line (personal-cabinet §4
 * priority): /day opens on the card's trial line. A `menuType` link would not do: order-funnel §4 keeps
 * the first goal and takes its first line when the query names another goal's line.
 */
export function rememberTrialTarget(
  cookies: { set(name: string, value: string, options: { days: number }): void },
  target: TrialTarget,
): void {
  cookies.set(TARGET_COOKIE, target, { days: COOKIE_DAYS.target });
}

/** A row's calories: '1000–1200 ккал' over its lines, '2000 ккал' for one line. */
export const matchingKcalText = (lines: readonly { kcal: number }[]): string => {
  const kcal = lines.map((l) => l.kcal);
  const [min, max] = [Math.min(...kcal), Math.max(...kcal)];
  return `${min === max ? min : `${min}–${max}`}\u00a0ккал`;
};

/**
 * The matching table's rows in a city: the lines it sells, and the calories of those lines (a Minsk
 * walk: 'Баланс · 2000–2500 ккал', the 2 500 being Пауэр's, which Minsk does not sell); a goal
 * without a line is left out.
 */
export const matchingRows = (cityId: number) =>
  MATCHING.rows.flatMap((row) => {
    const lines = row.lines.filter((line) => isLineSoldIn(cityId, line.type));
    return lines.length > 0 ? [{ ...row, lines, kcal: matchingKcalText(lines) }] : [];
  });
