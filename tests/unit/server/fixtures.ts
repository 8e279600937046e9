export { servedArea, validApplication } from '../fixtures/application';

export const APPLY = `mutation Apply($formDataJSON: String!, $idempotencyKey: String!) {
  applyCTC(formDataJSON: $formDataJSON, idempotencyKey: $idempotencyKey) { result introductionId receiptNumber }
}`;

export interface ApplyResult {
  applyCTC: { result: string; introductionId: string; receiptNumber: string };
}
