import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './shared/styles/tokens.css';

/** The SDK and the machines come as a separate chunk after first paint (see LazyRuntimeProvider). */
const loadRuntime = async () => {
  const { createAppRuntime, devInspector } = await import('./app/runtime');
  const inspect = await devInspector();
  return createAppRuntime(inspect ? { inspect } : {});
};

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing in index.html');
createRoot(root).render(
  <StrictMode>
    <App loadRuntime={loadRuntime} />
  </StrictMode>,
);
