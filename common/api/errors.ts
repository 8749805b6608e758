import { z } from 'zod';

/** Every error the API answers with has this body; the client reads `message` and `errors`. */
export const errorCodes = [
  'validation_failed',
  'bad_request',
  'unauthorized',
  'forbidden',
  'subscription_required',
  'not_found',
  'method_not_allowed',
  'conflict',
  'unprocessable',
  'payload_too_large',
  'rate_limited',
  'internal',
  'unavailable',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorResponseSchema = z.object({
  statusCode: z.number().int(),
  code: z.enum(errorCodes),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
