import { expect, test } from '@playwright/test';

// The API document is built on its first request, which holds the server's one thread for a second
// or two; the embedded database's load shedding then answers other requests 503. Building it here,
// before the browser tests start, keeps that one stall out of their sign-ins.
test('the API document is built before the browser tests', async ({ request }) => {
  test.setTimeout(120_000);
  expect((await request.get('/api/docs/json')).status()).toBe(200);
});
