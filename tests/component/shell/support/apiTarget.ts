/** Where the app's HTTP client sends requests in shell tests: the test's mock server. */
export const apiTarget = { url: '' };
