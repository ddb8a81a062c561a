import type { autoTips } from '@mealflow/sdk/checkout';
import { AutoTipsChoice } from '../../shared/ui/AutoTipsChoice';
import parts from '../../shared/ui/FormParts.module.css';

// not in the spec: the words of the auto-tips page (the checkout's block says the same things).
export const AUTOTIPS_TEXTS = {
  title: 'Автоматические чаевые',
  lead: 'Чаевые курьеру спишутся с карты после каждой доставки. Если вы поставите курьеру низкую оценку, чаевые не спишутся.',
  toggle: 'Оставлять чаевые после каждой доставки',
  amount: 'Сумма чаевых',
  needsCard: 'Чаевые спишутся с сохранённой карты — привяжите карту в настройках.',
  saved: 'Чаевые будут списываться автоматически',
  notOffered: 'Автоматические чаевые пока недоступны для вашего профиля.',
  cards: 'Банковские карты',
} as const;

const CLASSES = {
  toggle: parts['choice'],
  amounts: parts['actions'],
  note: parts['muted'],
  saved: parts['success'],
  error: parts['error'],
};

/** The switch, the amounts and the outcome (the page and the root view's auto-tips modal). */
export function AutoTipsControls({ tips }: { tips: ReturnType<typeof autoTips.connectAutoTips> }) {
  return (
    <>
      <p className={parts['muted']}>{AUTOTIPS_TEXTS.lead}</p>
      <AutoTipsChoice tips={tips} texts={AUTOTIPS_TEXTS} classes={CLASSES} />
    </>
  );
}
