import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRuntime, devInspector } from './app/runtime';
import './shared/styles/tokens.css';

async function main() {
  const inspect = await devInspector();
  const runtime = createAppRuntime(inspect ? { inspect } : {});
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing in index.html');
  createRoot(root).render(
    <StrictMode>
      <App runtime={runtime} />
    </StrictMode>,
  );
}

void main();
