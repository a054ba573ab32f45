/** Where the app's HTTP client sends requests in component tests (`clientToTarget`): the test's server. */
export const apiTarget = { url: '' };
