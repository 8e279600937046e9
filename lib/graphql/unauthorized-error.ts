/**
 * The error surfaced for an unauthorised connection failure (spec section 8). Its own module so
 * that the AppSync transport (appsync-fetch.ts, loaded on demand by endpoint.ts) and endpoint.ts
 * both use it without importing each other.
 */
export class UnauthorizedError extends Error {
  constructor() {
    super('Unauthorized');
    this.name = 'Unauthorized';
  }
}
