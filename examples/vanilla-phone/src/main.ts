// A vanilla TypeScript page (no framework) rendering the login's phone step from @mealflow/sdk.
// The sandbox runs beside it: `npx mealflow-sandbox --port 5174 --cors-origin http://localhost:5173`.
import { createMealflowCore } from '@mealflow/sdk';
import { createBrowserPorts } from '@mealflow/sdk/browser';
import { login } from '@mealflow/sdk/storefront';
import { createActor } from 'xstate';
import { renderPhoneStep } from './phone-step';

const core = createMealflowCore({ baseURL: import.meta.env.VITE_SANDBOX_URL ?? 'http://127.0.0.1:5174', ports: createBrowserPorts() });
const actor = createActor(login.provideLogin(core.deps), { input: { cityId: 2 } });
const root = document.getElementById('app');
if (!root) throw new Error('#app is missing');
actor.subscribe((snapshot) => renderPhoneStep(root, login.connectLogin(snapshot, actor.send)));
actor.start();
renderPhoneStep(root, login.connectLogin(actor.getSnapshot(), actor.send));
