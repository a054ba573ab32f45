import { msg } from '@lingui/core/macro';

/**
 * The live view's title, a text of this development-only feature: written under src/routes/, it
 * would sit in the shell's catalog, which every build ships (docs/decisions.md "Live view of the
 * running machines"). The shell shows it translated once the screen has loaded the feature's
 * texts (src/shell/useDocumentTitle.ts).
 */
export const liveViewTitle = msg`Live machines`;
