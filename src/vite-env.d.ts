/// <reference types="vite/client" />

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

/** The screens' texts, one catalog per feature (scripts/vite/screenTexts.ts). */
declare module 'virtual:screen-texts' {
  import type { Messages } from '@lingui/core';
  /** The features, each with a catalog. */
  export const screenParts: readonly string[];
  export const screenTexts: Record<
    'zh' | 'en',
    Partial<Record<string, () => Promise<{ messages: Messages }>>>
  >;
}
