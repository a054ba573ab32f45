/** Where the mocked app client sends its requests (the test's mock server). */
export const mockTarget = { url: '' };
