import type { z } from 'zod';
import { type contactBodySchema, messageResponseSchema } from '../../../common/api/auth';
import { api } from '../../api/client';

export const sendContactMessage = (body: z.infer<typeof contactBodySchema>) =>
  api.post('/v1/contact', { body, schema: messageResponseSchema });
