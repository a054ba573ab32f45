/**
 * The mock's scenario list (`/__mock/scenario`, mock-server/dev/devRoutes.ts). It is not part of
 * the product's contract and exists only beside `npm run dev`, so the toolbar calls it with a bare
 * `fetch` rather than through src/api/ (docs/decisions.md "Development toolbar"). Both calls
 * answer the mock's envelope with the active scenarios as `data`; the toolbar needs their number.
 */
const SCENARIOS = '/__mock/scenario';

async function activeCount(response: Response): Promise<number> {
  const body: unknown = await response.json();
  if (
    response.ok &&
    typeof body === 'object' &&
    body !== null &&
    'code' in body &&
    body.code === 1 &&
    'data' in body &&
    Array.isArray(body.data)
  )
    return body.data.length;
  throw new Error(`${SCENARIOS} answered ${response.status} without a scenario list`);
}

export async function countScenarios(signal: AbortSignal): Promise<number> {
  return activeCount(await fetch(SCENARIOS, { signal }));
}

export async function clearScenarios(signal: AbortSignal): Promise<number> {
  return activeCount(await fetch(SCENARIOS, { method: 'DELETE', signal }));
}
