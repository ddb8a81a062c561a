// A React app on @mealflow/sdk from the packed tarball: the landing's order block (the plan picker and the
// phone step), through `@xstate/react` and the SDK's connect selectors. The sandbox runs beside it:
// `npx mealflow-sandbox --port 5174 --cors-origin http://localhost:5173`.
import { createMealflowCore } from '@mealflow/sdk';
import { createBrowserPorts } from '@mealflow/sdk/browser';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { OrderBlock } from './OrderBlock';

const core = createMealflowCore({ baseURL: import.meta.env.VITE_SANDBOX_URL ?? 'http://127.0.0.1:5174', ports: createBrowserPorts() });
const root = document.getElementById('app');
if (!root) throw new Error('#app is missing');
createRoot(root).render(
  <StrictMode>
    <OrderBlock core={core} cityId={2} />
  </StrictMode>,
);
