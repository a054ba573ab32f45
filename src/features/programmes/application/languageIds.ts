/**
 * Backend ids carry `_en` in English (`1` / `1_en`) and name the same record in both
 * languages, so a choice made before a language switch still matches its option after it.
 */
export const baseId = (id: string) => id.replace(/_en$/, '');

/** The option value that names the same record as `id`, in whichever language the options are. */
export const optionFor = (values: readonly string[], id: string | undefined) =>
  id ? (values.find((value) => baseId(value) === baseId(id)) ?? '') : '';
