/**
 * Backend ids carry `_en` in English (`2` / `2_en`) and the backend accepts
 * either, so a filter kept in the address survives a language switch: the two
 * spellings name the same category or device type.
 */
export const sameId = (a: string, b: string) => a.replace(/_en$/, '') === b.replace(/_en$/, '');
