/**
 * Step validity for the machine's guards, backed by the zod schemas of lib/validation/ (the same
 * schemas the step forms and the resolver use). Importing this module installs all three checks
 * for the machine (./step-checks.ts), as ./application-flow.machine.ts does; a step form imports
 * only its own step's ./step-schema-*.ts.
 */
export { isForm2Complete } from './step-schema-form2';
export { isForm3Complete } from './step-schema-form3';
export { isTermsComplete } from './step-schema-terms';
