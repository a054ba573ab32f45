/**
 * This tab's name on the live view's channel, new with every page load: the live view leaves out
 * its own tab's actors by it. Not a secret, so no cryptographic source (which an address outside
 * a secure context would not have).
 */
const newTabId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

// Pure: a production build, in which nothing reads it (src/main.tsx), leaves it out.
export const thisTabId = /* @__PURE__ */ newTabId();
