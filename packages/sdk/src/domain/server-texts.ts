import { LONGATION_STATUS_ERROR, UNKNOWN_ERROR } from './messages';

/**
 * Server texts a person never reads as they come (issue 12 defect 11): technical English answers
 * get a Russian text; the raw text stays in `ApiError.messages` / `message` and is logged (the API
 * client emits `untranslated`). Ours: the spec lists 'order for longation should be in status 1'
 * as a server text (§8) without a text for people.
 */
export const LONGATION_STATUS_TEXT =
  'Этот заказ на продление уже оформлен — изменить или отменить его здесь нельзя. Если нужна помощь, напишите в поддержку';

const FOR_PEOPLE: Readonly<Record<string, string>> = {
  [LONGATION_STATUS_ERROR]: LONGATION_STATUS_TEXT,
};

const hasCyrillic = (text: string): boolean => /[А-Яа-яЁё]/.test(text);

/**
 * The text to show for a server message: its Russian text when we know one, the message itself
 * when it is Russian, else the unknown-error text (never raw English). Undefined when there is none.
 */
export function serverTextForPeople(message: string | undefined): string | undefined {
  if (message === undefined || message.trim() === '') return undefined;
  const known = FOR_PEOPLE[message.trim()];
  if (known) return known;
  return hasCyrillic(message) ? message : UNKNOWN_ERROR;
}
