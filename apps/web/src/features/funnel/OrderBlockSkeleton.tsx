import { LANDING_TEXTS } from '@mealflow/sdk/domain';
import styles from './Funnel.module.css';
import phoneForm from '../../shared/ui/PhoneForm.module.css';
import skeleton from './Skeleton.module.css';

/**
 * Option labels of the standard Moscow menu (goals, lines, days): only their lengths matter, so
 * the placeholders wrap as the real options do at every width. They are never read (aria-hidden,
 * transparent text).
 */
const SIZES: ReadonlyArray<{ legend: string; options: ReadonlyArray<[string, string]> }> = [
  {
    legend: 'Цель',
    options: [
      ['Похудеть', ''],
      ['Не готовить', ''],
      ['Оставаться в форме', ''],
    ],
  },
  {
    legend: 'Рацион',
    options: [
      ['Супер фит ', '· 1000\u00a0ккал'],
      ['Фит ', '· 1200\u00a0ккал'],
      ['Детокс ', '· 900\u00a0ккал'],
    ],
  },
  {
    legend: 'Сколько дней',
    // Non-breaking spaces in the amounts, as formatMoney writes them (the placeholders wrap as the real options do).
    options: [
      ['6\u00a0дней — 9\u00a0540\u00a0₽ ', '(1\u00a0590\u00a0₽ в день)'],
      ['12\u00a0дней — 18\u00a0130\u00a0₽ ', '(1\u00a0511\u00a0₽ в день)'],
      ['24\u00a0дня — 34\u00a0340\u00a0₽ ', '(1\u00a0431\u00a0₽ в день)'],
    ],
  },
];

/**
 * The plan picker while the menu loads: the picker's own fieldsets and options with grey
 * placeholders instead of words, so the form under it stays where it will be when the menu
 * arrives (no layout shift, issue 12 defect 13). Announced as the loading text.
 */
export function PlanPickerSkeleton({ loading }: { loading: string }) {
  return (
    <div className={styles['picker']}>
      <p role="status" className="visually-hidden">
        {loading}
      </p>
      <div className={styles['picker']} aria-hidden="true">
        {SIZES.map(({ legend, options }) => (
          <fieldset key={legend} className={styles['options']} disabled>
            <legend>{legend}</legend>
            {options.map(([text, muted]) => (
              <span key={text} className={`${styles['option']} ${skeleton['option']}`}>
                <input type="radio" tabIndex={-1} />
                <span className={skeleton['text']}>
                  {text}
                  {muted ? <span className={styles['muted']}>{muted}</span> : null}
                </span>
              </span>
            ))}
          </fieldset>
        ))}
      </div>
    </div>
  );
}

/**
 * The landing's order block before its chunk and the SDK runtime arrive (and in the build-time
 * HTML of the landing): the plans title, the picker skeleton and the order form's frame at the
 * final size. `OrderBlock` then takes its place without moving what is around it. Nothing here
 * needs the SDK's messages (they come with the runtime chunk).
 */
export function OrderBlockSkeleton() {
  return (
    <div className={styles['block']}>
      <section aria-label={LANDING_TEXTS.plansTitle}>
        <h2>{LANDING_TEXTS.plansTitle}</h2>
        <PlanPickerSkeleton loading={LANDING_TEXTS.plansLoading} />
      </section>
      <div className={phoneForm['card']}>
        <h2 className={phoneForm['cardTitle']}>{LANDING_TEXTS.formTitle}</h2>
        <div aria-hidden="true" className={skeleton['formParts']}>
          <p className={phoneForm['summary']}>{'\u00a0'}</p>
          <span className={skeleton['field']} />
          <span className={skeleton['button']} />
          <span className={skeleton['legal']} />
        </div>
      </div>
    </div>
  );
}
