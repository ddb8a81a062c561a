import { questionnaire } from '@mealflow/sdk/storefront';
import { useEffect, useRef, type FormEvent } from 'react';
import { Button } from '../../shared/ui/Button';
import styles from './Questionnaire.module.css';
import { ErrorText } from '../../shared/ui/ErrorText';

export type QuestionnaireScreenView = ReturnType<typeof questionnaire.connectQuestionnaire>;

/**
 * The questionnaire (personal-cabinet §3, §7 Questionnaire v1_1): one question at a time as a
 * fieldset (radio buttons, checkboxes or a text area with its limit), 'Далее' / 'Завершить' and
 * 'Назад'; then the final screen with the promo code and how to be contacted. The focus moves to
 * each new question's title, so a keyboard or screen-reader user hears it.
 */
export function Questionnaire({ view }: { view: QuestionnaireScreenView }) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const questionId = view.question?.id;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    titleRef.current?.focus();
  }, [questionId, view.status]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    view.next();
  };

  return (
    <section
      className={styles['panel']}
      aria-labelledby="questionnaire-title"
      aria-busy={view.status === 'loading' || view.status === 'finishing'}
    >
      <h2 id="questionnaire-title">{questionnaire.QUESTIONNAIRE_VIEW_TEXTS.title}</h2>
      {view.status === 'loading' || view.status === 'finishing' ? (
        <>
          <p role="status">
            {view.status === 'loading' ? questionnaire.QUESTIONNAIRE_VIEW_TEXTS.loading : questionnaire.QUESTIONNAIRE_VIEW_TEXTS.finishing}
          </p>
          <div className={styles['skeleton']} aria-hidden="true" />
        </>
      ) : view.status === 'loadError' || view.status === 'finishError' ? (
        <>
          <p role="alert" className={styles['error']}>
            {view.error}
          </p>
          <Button onClick={view.retry}>{questionnaire.QUESTIONNAIRE_VIEW_TEXTS.retry}</Button>
        </>
      ) : view.status === 'question' && view.question ? (
        <form onSubmit={submit} noValidate>
          <p className={styles['muted']}>{view.progress}</p>
          <fieldset className={styles['fieldset']} aria-describedby={view.problem ? 'questionnaire-problem' : undefined}>
            <legend>
              <h3 ref={titleRef} tabIndex={-1} className={styles['question']}>
                {view.question.title}
              </h3>
            </legend>
            {view.question.hint ? <p className={styles['muted']}>{view.question.hint}</p> : null}
            {view.question.kind === 'text' ? (
              <label className={styles['textLabel']}>
                <span className="visually-hidden">{view.question.title}</span>
                <textarea
                  value={view.question.text}
                  rows={4}
                  onChange={(event) => view.type(event.target.value)}
                  aria-invalid={view.problem ? true : undefined}
                  aria-describedby="questionnaire-left"
                />
                <span id="questionnaire-left" className={styles['muted']}>
                  {view.question.leftText}
                </span>
              </label>
            ) : (
              <ul className={styles['options']}>
                {view.question.options.map((option) => (
                  <li key={option.id}>
                    <label className={styles['option']}>
                      <input
                        type={view.question?.kind === 'single' ? 'radio' : 'checkbox'}
                        name={view.question?.id}
                        checked={option.checked}
                        onChange={() => (view.question?.kind === 'single' ? view.choose(option.id) : view.toggle(option.id))}
                      />
                      {option.text}
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </fieldset>
          <ErrorText id="questionnaire-problem" text={view.problem} className={styles['error']} />
          <ErrorText text={view.error} className={styles['error']} />
          <div className={styles['actions']}>
            {view.canGoBack ? (
              <Button variant="secondary" onClick={view.back} disabled={view.saving}>
                {questionnaire.QUESTIONNAIRE_VIEW_TEXTS.back}
              </Button>
            ) : null}
            <Button type="submit" busy={view.saving}>
              {view.nextLabel}
            </Button>
          </div>
        </form>
      ) : view.final ? (
        <div>
          <h3 ref={titleRef} tabIndex={-1} className={styles['question']}>
            {view.final.title}
          </h3>
          <p>{view.final.text}</p>
          {view.final.promocode ? (
            <p>
              {questionnaire.QUESTIONNAIRE_VIEW_TEXTS.promocode}: <strong>{view.final.promocode}</strong>
            </p>
          ) : null}
          {view.final.savedText ? (
            <p role="status">{view.final.savedText}</p>
          ) : view.final.methods.length > 0 ? (
            <div role="group" aria-labelledby="questionnaire-contact">
              <p id="questionnaire-contact">{questionnaire.QUESTIONNAIRE_VIEW_TEXTS.contactTitle}</p>
              <div className={styles['actions']}>
                {view.final.methods.map((m) => (
                  <Button
                    key={m.method}
                    variant="secondary"
                    disabled={view.final?.savingMethod}
                    onClick={() => view.chooseMethod(m.method)}
                  >
                    {m.label[0]?.toUpperCase()}
                    {m.label.slice(1)}
                  </Button>
                ))}
              </div>
              <ErrorText text={view.final.methodError} className={styles['error']} />
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
