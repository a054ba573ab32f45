import { integer, query } from '../../lib/queryFields';

/** /buyTab's query: the status tab 0..9; 0 (not shipped) when absent. */
export const ordersSearch = query({ status: integer(0, 9) });
