import { sameId } from '../../../i18n/localeIds';

/** The option value that names the same record as `id`, in whichever language the options are. */
export const optionFor = (values: readonly string[], id: string | undefined) =>
  id ? (values.find((value) => sameId(value, id)) ?? '') : '';
