/**
 * The application-flow machine with its step checks installed (the zod schemas of
 * ./step-schemas.ts): what tests, documents and server-side code import. Browser pages import
 * ./application-flow.core.ts, so that pages without a step form ship no zod.
 */
import './step-schemas';

export * from './application-flow.core';
