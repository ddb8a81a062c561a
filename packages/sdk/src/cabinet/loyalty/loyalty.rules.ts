import type { Profile } from '../../api/schemas/profile';
import type { LoyaltyProgress, LoyaltyStatus } from '../../api/schemas/loyalty';

/**
 * The loyalty program's rules (personal-cabinet §2.1 loyalty-program, §3 isLoyaltyEnabled), each one
 * pure function.
 */

/** §3: `isLoyaltyEnabled` is true unless the profile says false (absent or null counts as true). */
export const isLoyaltyEnabled = (profile: Pick<Profile, 'isLoyaltyEnabled'> | undefined): boolean => profile?.isLoyaltyEnabled !== false;

export const statusById = (statuses: readonly LoyaltyStatus[], id: string | null | undefined): LoyaltyStatus | undefined =>
  id == null ? undefined : statuses.find((s) => s.id === id);

/** The status after the current one: the progress's `nextStatusId`, else the next by threshold. */
export function nextStatus(statuses: readonly LoyaltyStatus[], progress: LoyaltyProgress): LoyaltyStatus | undefined {
  const named = statusById(statuses, progress.nextStatusId);
  if (named) return named;
  if (progress.nextStatusId === null) return undefined;
  const current = statusById(statuses, progress.statusId);
  return [...statuses].sort((a, b) => a.threshold - b.threshold).find((s) => s.threshold > (current?.threshold ?? progress.amount));
}

/** Roubles of paid orders still missing for a status (0 once reached). */
export const remainingTo = (status: Pick<LoyaltyStatus, 'threshold'>, amount: number): number => Math.max(0, status.threshold - amount);

/** The progress between the current status's threshold and the next one's, 0–100 (whole percent). */
export function progressPercent(from: number, to: number, amount: number): number {
  if (to <= from) return 100;
  return Math.min(100, Math.max(0, Math.floor(((amount - from) / (to - from)) * 100)));
}

/** Statuses from the first to the top by threshold. */
export const orderedStatuses = (statuses: readonly LoyaltyStatus[]): LoyaltyStatus[] =>
  [...statuses].sort((a, b) => a.threshold - b.threshold);
