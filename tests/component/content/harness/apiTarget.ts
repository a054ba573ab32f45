/** Where the app's HTTP client sends requests in content tests: the test's mock or stub server. */
export const apiTarget = { url: '' };
