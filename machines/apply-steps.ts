// The step registry lives in lib/ so that the server's draft store reads the same list; the
// machine, the route gate and the step components import it from here.
export * from '@/lib/apply/steps';
