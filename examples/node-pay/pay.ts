// A headless Node script that pays an order against the sandbox, through the SDK's machines, as a
// consumer of the published packages would (`npm i @mealflow/sdk @mealflow/sandbox xstate msw`).
// Run: node pay.ts (Node ≥ 22.18 runs TypeScript as is). Exit code 0 when the order is paid.
import { createMealflow, createMemoryPorts } from '@mealflow/sdk';
import { startSandboxServer } from '@mealflow/sandbox/node';
import type { AddressInfo } from 'node:net';
import { createActor, waitFor } from 'xstate';

// 1. The sandbox backend, alone on a free port (what `npx mealflow-sandbox --port 5174` serves).
const server = await startSandboxServer({ port: 0 });
const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

try {
  // 2. The SDK over in-memory ports (a browser app uses createBrowserPorts from '@mealflow/sdk/browser');
  //    their card port is the sandbox's stand-in, which encrypts the card as the provider's script would.
  const mealflow = createMealflow({ baseURL, ports: createMemoryPorts() });

  // 3. Log in: any valid phone, its last four digits as the SMS code. The login logs the API client in.
  const login = createActor(mealflow.machines.login, { input: { cityId: 2 } }).start();
  login.send({ type: 'PHONE.CHANGE', value: '9161234567' });
  login.send({ type: 'PHONE.SUBMIT' });
  await waitFor(login, (s) => s.matches('code'), { timeout: 10_000 });
  login.send({ type: 'CODE.CHANGE', value: '4567' });
  const { output } = await waitFor(login, (s) => s.status === 'done', { timeout: 10_000 });
  console.log(`logged in as ${output?.profile.phone ?? '?'}`);

  // 4. Pay the seeded order 'demo-standard' (9 540 ₽) with the sandbox's card that needs no 3-D Secure.
  const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvv: '123', name: 'ANNA SMIRNOVA' };
  const payment = createActor(mealflow.machines.payment, { input: { hid: 'demo-standard', method: 'creditCard', amount: 9540 } }).start();
  payment.send({ type: 'PAY', card: { read: () => card } });
  const paid = await waitFor(payment, (s) => s.matches('done') || s.matches('failed'), { timeout: 20_000 });
  if (!paid.matches('done')) throw new Error(`payment failed: ${JSON.stringify(paid.context)}`);
  console.log(`paid: the app would now show ${mealflow.ports.navigation.current().pathname}`);
} finally {
  server.close();
}
