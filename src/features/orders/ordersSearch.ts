import { integer, query } from '../../lib/queryFields';

/** /buyTab's query: the status tab 0..9; 0 (not shipped) when absent. */
export const ordersSearch = query({ status: integer(0, 9) });

/** The status tab a query asks for, the default when it names none. */
export const askedStatus = (search: { status?: number | undefined }): number => search.status ?? 0;
