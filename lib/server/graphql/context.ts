import type { Db } from '../db/client';

/** What every resolver gets (besides yoga's request). */
export interface ServerContext {
  db: Db;
  request: Request;
}
