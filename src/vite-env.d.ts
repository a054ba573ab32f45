/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  /** The video platform's player origin (https, no path), for videos given by platform id. */
  readonly VITE_VIDEO_PLAYER_ORIGIN?: string;
}

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
