'use client';

/** Spec "Error page" for errors thrown while rendering a page, as in the public site (app/(site)/error.tsx). */
export { default } from '../(site)/error';
