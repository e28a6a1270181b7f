import type { Db } from './connect';

/** A transaction handle or the database itself: both run the same statements. */
export type DbOrTx = Pick<Db, 'select' | 'selectDistinct' | 'update' | 'insert' | 'delete' | 'execute'>;
