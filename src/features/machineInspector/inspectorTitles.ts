import { msg } from '@lingui/core/macro';

/**
 * The inspector's page titles, texts of this development-only feature: written under src/routes/,
 * they would sit in the shell's catalog, which every build ships (docs/decisions.md "Live view of
 * the running machines").
 */
export const machineIndexTitle = msg`State machines`;
export const machinePageTitle = msg`State machine`;
