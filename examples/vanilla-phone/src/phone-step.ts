import type { login } from '@mealflow/sdk/storefront';

/** The phone step as plain DOM: a labelled input, the button, the error. Rebuilt from the view on every change. */
export function renderPhoneStep(root: HTMLElement, view: login.LoginConnect): void {
  const form = Object.assign(document.createElement('form'), { noValidate: true });
  const label = Object.assign(document.createElement('label'), { textContent: 'Телефон', htmlFor: 'phone' });
  const input = Object.assign(document.createElement('input'), {
    id: 'phone',
    type: 'tel',
    autocomplete: 'tel',
    placeholder: view.placeholder,
    value: view.phone,
  });
  input.addEventListener('input', () => view.changePhone(input.value));
  const button = Object.assign(document.createElement('button'), { type: 'submit', textContent: view.buttonLabel, disabled: view.busy });
  form.append(label, input, button);
  const error = view.phoneError ?? view.networkError;
  if (error) {
    const alert = Object.assign(document.createElement('p'), { textContent: error });
    alert.setAttribute('role', 'alert');
    input.setAttribute('aria-invalid', 'true');
    form.append(alert);
  }
  if (view.step === 'code') {
    form.append(Object.assign(document.createElement('p'), { textContent: `Код отправлен на ${view.phone}` }));
  }
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    view.submitPhone();
  });
  const focused = document.activeElement?.id === 'phone';
  root.replaceChildren(form);
  if (focused) input.focus();
}
