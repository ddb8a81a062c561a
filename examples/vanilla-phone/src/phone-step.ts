import type { LoginConnect } from '@mealflow/sdk/storefront';

/** The phone step as plain DOM: a labelled input, the button, the error. Rebuilt from the view on every change. */
export function renderPhoneStep(root: HTMLElement, view: LoginConnect): void {
  const form = document.createElement('form');
  form.noValidate = true;
  const label = document.createElement('label');
  label.textContent = 'Телефон';
  label.htmlFor = 'phone';
  const input = document.createElement('input');
  input.id = 'phone';
  input.type = 'tel';
  input.autocomplete = 'tel';
  input.placeholder = view.placeholder;
  input.value = view.phone;
  input.addEventListener('input', () => view.changePhone(input.value));
  const button = document.createElement('button');
  button.type = 'submit';
  button.textContent = view.buttonLabel;
  button.disabled = view.busy;
  form.append(label, input, button);
  const error = view.phoneError ?? view.networkError;
  if (error) {
    const alert = document.createElement('p');
    alert.setAttribute('role', 'alert');
    alert.textContent = error;
    input.setAttribute('aria-invalid', 'true');
    form.append(alert);
  }
  if (view.step === 'code') {
    const sent = document.createElement('p');
    sent.textContent = `Код отправлен на ${view.phone}`;
    form.append(sent);
  }
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    view.submitPhone();
  });
  const focused = document.activeElement?.id === 'phone';
  root.replaceChildren(form);
  if (focused) input.focus();
}
