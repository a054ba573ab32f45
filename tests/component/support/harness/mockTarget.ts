/** Where the app's HTTP client sends requests in support tests (the test's mock server). */
export const mockTarget = { url: '' };
