/**
 * The site's zod 4 schemas (one per wizard step and per visitor flow), shared by the browser forms
 * (react-hook-form + @hookform/resolvers/zod) and the GraphQL resolvers. See each module.
 */
export * from './normalize';
export * from './dates';
export * from './phone';
export * from './area';
export * from './form2';
export * from './form3';
export * from './terms';
export * from './introduction';
export * from './application';
export * from './customer';
export * from './contact';
export * from './transfer';
export * from './upsell';
export * from './client-error';
